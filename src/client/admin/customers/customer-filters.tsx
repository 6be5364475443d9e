import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { CUSTOMER_SORT_KEYS, SORT_DIRECTIONS } from '../../../shared/customers/customer.schema';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { Select } from '../../ui/select';
import { SORT_CHOICES } from './customer-view';
import type { CustomersView } from './queries';

const SEARCH_DELAY_MS = 300;

export interface CustomerFiltersProps {
  view: CustomersView;
  onChange: (view: CustomersView) => void;
}

/**
 * The search (name or e-mail), which waits for the owner to stop typing, and "Sort by", which
 * offers every sort the column headers do (on a phone some columns are not shown).
 */
export function CustomerFilters({ view, onChange }: CustomerFiltersProps) {
  const id = useId();
  const [search, setSearch] = useState(view.q);

  // Back and forward change the URL under the box: show what it now says.
  useEffect(() => setSearch(view.q), [view.q]);

  useEffect(() => {
    if (search.trim() === view.q) return;
    const timer = setTimeout(() => onChange({ ...view, q: search.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, view, onChange]);

  const onSort = (value: string) => {
    const [sort, dir] = value.split(':');
    const chosenSort = CUSTOMER_SORT_KEYS.find((key) => key === sort);
    const chosenDir = SORT_DIRECTIONS.find((key) => key === dir);
    if (chosenSort && chosenDir) onChange({ ...view, sort: chosenSort, dir: chosenDir });
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1 space-y-2">
        <Label htmlFor={`${id}-search`}>Search</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          />
          <Input
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Name or email"
            autoComplete="off"
            maxLength={255}
            className="pl-9"
          />
        </div>
      </div>
      <div className="space-y-2 sm:w-64">
        <Label htmlFor={`${id}-sort`}>Sort by</Label>
        <Select
          id={`${id}-sort`}
          value={`${view.sort}:${view.dir}`}
          onChange={(event) => onSort(event.target.value)}
        >
          {SORT_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
