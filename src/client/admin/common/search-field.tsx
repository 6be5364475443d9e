import { Search } from 'lucide-react';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';

interface SearchFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  maxLength: number;
}

/** A list's labelled search box with its magnifier (orders, customers). */
export function SearchField({ id, value, onChange, placeholder, maxLength }: SearchFieldProps) {
  return (
    <div className="flex-1 space-y-2">
      <Label htmlFor={id}>Search</Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        />
        <Input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          maxLength={maxLength}
          className="pl-9"
        />
      </div>
    </div>
  );
}
