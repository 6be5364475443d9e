import { useEffect, useId, useState } from 'react';
import { CUSTOMER_SORT_KEYS, SORT_DIRECTIONS } from '../../../shared/customers/customer.schema';
import { Label } from '../../ui/label';
import { Select } from '../../ui/select';
import { SearchField } from '../common/search-field';
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
      <SearchField
        id={`${id}-search`}
        value={search}
        onChange={setSearch}
        placeholder="Name or email"
        maxLength={255}
      />
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
