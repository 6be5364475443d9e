import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { SEARCH_MAX_LENGTH } from '../../../shared/catalog/search-limits';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';

const SEARCH_DELAY_MS = 300;

export interface ProductSearchProps {
  /** The search in the address bar ('' for none). */
  value: string;
  onChange: (q: string) => void;
}

/** The product list's search box: it searches once the owner stops typing. */
export function ProductSearch({ value, onChange }: ProductSearchProps) {
  const id = useId();
  const [text, setText] = useState(value);

  // Back and forward change the URL under the box: show what it now says.
  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onChange(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);

  return (
    <div className="max-w-md space-y-2">
      <Label htmlFor={id}>Search products</Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        />
        <Input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Name, collection, colour or description"
          autoComplete="off"
          maxLength={SEARCH_MAX_LENGTH}
          className="pl-9"
        />
      </div>
    </div>
  );
}
