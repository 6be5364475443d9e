import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from '../../ui/input';

const SEARCH_DELAY_MS = 300;

/** The search box (spec: "Search by email..."); tells the page once typing pauses. */
export function SubscriberSearch({ onSearch }: { onSearch: (q: string) => void }) {
  const [value, setValue] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(value.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value, onSearch]);
  return (
    <div className="relative">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
      />
      <Input
        type="search"
        aria-label="Search subscribers by email"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder="Search by email..."
        autoComplete="off"
        maxLength={255}
        className="pl-9"
      />
    </div>
  );
}
