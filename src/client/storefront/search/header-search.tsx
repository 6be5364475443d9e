import { clsx } from 'clsx';
import { Search, X } from 'lucide-react';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SEARCH_MAX_LENGTH } from '../../../shared/catalog/search-limits';
import { paths } from '../../paths';
import { suggestionId } from './suggestion-id';

// The field is in the first download (every page has the header); the suggestions (fetching,
// debouncing, the list with pictures and prices) load the first time the field gets focus.
const SearchSuggestions = lazy(async () => ({
  default: (await import('./search-suggestions')).SearchSuggestions,
}));

/**
 * The header's product search: a field on wider screens, a search button that opens it on
 * phones. An ARIA combobox: typing shows up to 6 suggestions; arrow keys move through them;
 * Enter opens the highlighted product, or with none highlighted the results page; Escape
 * closes the list (and then, on a phone, the field).
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const formId = useId();
  const listboxId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [value, setValue] = useState('');
  const [phoneOpen, setPhoneOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const [productIds, setProductIds] = useState<readonly string[]>([]);
  const [highlighted, setHighlighted] = useState(-1);

  // The field shows the search of the results page (also after Back), and clears elsewhere.
  useEffect(() => {
    const onResults = location.pathname === paths.search.pattern;
    setValue(onResults ? (new URLSearchParams(location.search).get('q') ?? '') : '');
    setOpen(false);
    setPhoneOpen(false);
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (phoneOpen) inputRef.current?.focus();
  }, [phoneOpen]);

  // Focused before a server-rendered page was hydrated: the suggestions load as on focus.
  useEffect(() => {
    if (document.activeElement === inputRef.current) setLoaded(true);
  }, []);

  const onProducts = useCallback((ids: readonly string[]) => {
    setProductIds(ids);
    setHighlighted(-1);
  }, []);

  const expanded = open && productIds.length > 0;

  const openProduct = (id: string) => {
    setOpen(false);
    void navigate(paths.product(id));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const q = value.trim();
    if (q === '') return;
    setOpen(false);
    // Closes the phone's keyboard; the results page has the shopper's attention now.
    inputRef.current?.blur();
    void navigate(paths.search(q));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = productIds.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlighted((current) =>
        current === -1 && step === -1 ? count - 1 : (current + step + count) % count,
      );
    } else if (event.key === 'Enter' && expanded && highlighted >= 0) {
      const id = productIds[highlighted];
      if (id === undefined) return;
      event.preventDefault();
      openProduct(id);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setHighlighted(-1);
      } else if (phoneOpen) {
        setPhoneOpen(false);
        toggleRef.current?.focus();
      }
    }
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        aria-label={phoneOpen ? 'Close search' : 'Search'}
        aria-expanded={phoneOpen}
        aria-controls={formId}
        onClick={() => setPhoneOpen((current) => !current)}
        className="inline-flex size-10 items-center justify-center hover:bg-surface md:hidden"
      >
        {phoneOpen ? (
          <X aria-hidden="true" className="size-5" />
        ) : (
          <Search aria-hidden="true" className="size-5" />
        )}
      </button>
      <form
        id={formId}
        role="search"
        aria-label="Products"
        action={paths.search.pattern}
        onSubmit={onSubmit}
        onBlur={onBlur}
        className={clsx(
          phoneOpen
            ? 'absolute inset-x-0 top-full border-b border-line bg-paper px-4 py-3'
            : 'hidden',
          'md:relative md:inset-auto md:block md:w-40 md:border-0 md:bg-transparent md:p-0 lg:w-64 xl:w-72',
        )}
      >
        <label htmlFor={`${formId}-q`} className="sr-only">
          Search products
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-7 size-4 -translate-y-1/2 text-muted md:left-3"
        />
        <input
          ref={inputRef}
          id={`${formId}-q`}
          type="search"
          name="q"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={loaded ? listboxId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={
            expanded && highlighted >= 0 ? suggestionId(listboxId, highlighted) : undefined
          }
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            setLoaded(true);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          placeholder="Search products"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={SEARCH_MAX_LENGTH}
          className="h-10 w-full border border-line bg-paper pr-3 pl-9 text-base placeholder:text-muted focus:border-ink focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 sm:text-sm"
        />
        {loaded ? (
          <Suspense fallback={null}>
            <SearchSuggestions
              text={value}
              listboxId={listboxId}
              open={expanded}
              choosing={open}
              highlighted={highlighted}
              onProducts={onProducts}
              onHighlight={setHighlighted}
              onOpen={openProduct}
            />
          </Suspense>
        ) : null}
      </form>
    </>
  );
}
