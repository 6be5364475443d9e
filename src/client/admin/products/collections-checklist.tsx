import { Plus } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { toast } from '../../ui/toast';
import { CollectionInputSchema } from '../../../shared/catalog/collection-input.schema';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { Spinner } from '../../ui/spinner';
import { useAdminCollections, useCreateCollection } from '../collections/queries';
import { errorMessage } from '../common/error-message';
import { FieldError } from '../common/field-error';
import { useErrorToast } from '../common/use-error-toast';

export const COLLECTION_ADDED = 'Collection added!';
export const FAILED_TO_ADD_COLLECTION = 'Failed to add collection';
export const FAILED_TO_LOAD_COLLECTIONS = 'Failed to load collections';
export const FEATURED_HINT = 'Add collections above to select featured options';

const toggled = (list: string[], name: string, on: boolean) =>
  on ? [...list, name] : list.filter((entry) => entry !== name);

export interface CollectionsChecklistProps {
  value: string[];
  onChange: (collections: string[]) => void;
  error?: string | undefined;
}

/** The product's collections, with "+ New" to create one without leaving the form. */
export function CollectionsChecklist({ value, onChange, error }: CollectionsChecklistProps) {
  const id = useId();
  const collections = useAdminCollections();
  const createCollection = useCreateCollection();
  const [adding, setAdding] = useState(false);
  const [newName, setNewName] = useState('');
  const [newNameError, setNewNameError] = useState<string | null>(null);
  useErrorToast(collections.error, FAILED_TO_LOAD_COLLECTIONS);

  // A name the product still carries but the list lacks (renamed elsewhere) stays visible,
  // so the owner can untick it.
  const names = [
    ...(collections.data ?? []).map((collection) => collection.name),
    ...value.filter((name) => !collections.data?.some((collection) => collection.name === name)),
  ];

  const addCollection = () => {
    // Spec admin §5: the new name is trimmed and must be non-empty (the server's own schema).
    const parsed = CollectionInputSchema.safeParse({ name: newName });
    if (!parsed.success) {
      setNewNameError(parsed.error.issues[0]?.message ?? FAILED_TO_ADD_COLLECTION);
      return;
    }
    createCollection.mutate(parsed.data, {
      onSuccess: ({ collection }) => {
        toast.success(COLLECTION_ADDED);
        if (!value.includes(collection.name)) onChange([...value, collection.name]);
        setNewName('');
        setAdding(false);
      },
      onError: (failure) => {
        console.error('Collection create failed', failure);
        toast.error(FAILED_TO_ADD_COLLECTION, {
          description: errorMessage(failure, '') || undefined,
        });
      },
    });
  };

  const onNewNameKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      addCollection();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setAdding(false);
    }
  };

  return (
    <fieldset className="space-y-3" aria-describedby={error ? `${id}-error` : undefined}>
      {/* The legend must be the fieldset's first child to name the group; floated, it shares
          its line with "+ New". */}
      <legend className="float-left pt-2.5 text-xs font-semibold tracking-wider uppercase">
        Collections
      </legend>
      <div className="flex min-h-9 justify-end">
        {!adding ? (
          <Button variant="ghost" size="sm" onClick={() => setAdding(true)}>
            + New
          </Button>
        ) : null}
      </div>
      <div className="clear-both" />
      {collections.isPending ? (
        <Spinner label="Loading collections" />
      ) : collections.isError ? (
        <div role="alert" className="space-y-2 text-sm">
          <p>{FAILED_TO_LOAD_COLLECTIONS}</p>
          <Button variant="secondary" size="sm" onClick={() => void collections.refetch()}>
            Try Again
          </Button>
        </div>
      ) : names.length === 0 ? (
        <p className="text-sm text-muted">No collections yet. Add one with + New.</p>
      ) : (
        <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
          {names.map((name) => (
            <Checkbox
              key={name}
              label={name}
              checked={value.includes(name)}
              onChange={(event) => onChange(toggled(value, name, event.target.checked))}
            />
          ))}
        </div>
      )}
      {adding ? (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-new`} className="normal-case">
            New collection name
          </Label>
          <div className="flex gap-2">
            <Input
              id={`${id}-new`}
              autoFocus
              value={newName}
              onChange={(event) => {
                setNewName(event.target.value);
                setNewNameError(null);
              }}
              onKeyDown={onNewNameKeyDown}
              aria-invalid={Boolean(newNameError) || undefined}
              aria-describedby={newNameError ? `${id}-new-error` : undefined}
              maxLength={100}
            />
            <Button
              variant="secondary"
              onClick={addCollection}
              disabled={createCollection.isPending}
              aria-label="Add collection"
            >
              {createCollection.isPending ? (
                <Spinner className="size-4" />
              ) : (
                <Plus aria-hidden="true" className="size-4" />
              )}
              Add
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setAdding(false);
                setNewName('');
                setNewNameError(null);
              }}
            >
              Cancel
            </Button>
          </div>
          <FieldError id={`${id}-new-error`} message={newNameError ?? undefined} />
        </div>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

export interface FeaturedChecklistProps {
  /** The collections chosen above: the only ones a product can be featured in. */
  collections: string[];
  value: string[];
  onChange: (featured: string[]) => void;
  error?: string | undefined;
}

export function FeaturedChecklist({ collections, value, onChange, error }: FeaturedChecklistProps) {
  const id = useId();
  return (
    <fieldset className="space-y-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-xs font-semibold tracking-wider uppercase">
        Featured In Collections
      </legend>
      {collections.length === 0 ? (
        <p className="text-sm text-muted">{FEATURED_HINT}</p>
      ) : (
        <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
          {collections.map((name) => (
            <Checkbox
              key={name}
              label={`Featured in ${name}`}
              checked={value.includes(name)}
              onChange={(event) => onChange(toggled(value, name, event.target.checked))}
            />
          ))}
        </div>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
