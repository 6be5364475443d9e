import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type DragEndEvent,
  type Over,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { clsx } from 'clsx';
import { GripVertical, ImagePlus, Star, Trash2 } from 'lucide-react';
import type { UseFieldArrayReturn, UseFormRegister } from 'react-hook-form';
import { imageVariantUrl } from '../../../shared/images/image-variants';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { FileButton } from '../../ui/file-button';
import { Select } from '../../ui/select';
import type { UploadInProgress } from '../uploads/queries';
import { UploadProgressList } from '../uploads/upload-progress-list';
import type { ProductFormValues, ProductImageValue } from './product-form-values';

export const NO_COLOUR = 'No colour assigned';

/** 1-based place of a dragged image or of the image under it (dnd-kit's sortable data). */
function position(item: Active | Over): number {
  const sortable = (item.data.current as { sortable?: { index: number } } | undefined)?.sortable;
  return (sortable?.index ?? 0) + 1;
}

type ImageFields = UseFieldArrayReturn<ProductFormValues, 'images', 'key'>;

interface SortableImageProps {
  id: string;
  index: number;
  image: ProductImageValue;
  colors: string[];
  register: UseFormRegister<ProductFormValues>;
  onSetMain: () => void;
  onRemove: () => void;
}

function SortableImage({
  id,
  index,
  image,
  colors,
  register,
  onSetMain,
  onRemove,
}: SortableImageProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  const number = index + 1;
  // A colour the product no longer lists is still shown, so the schema's message about it
  // points at something the owner can see and change.
  const options = image.color && !colors.includes(image.color) ? [...colors, image.color] : colors;

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={clsx(
        'relative flex flex-col border border-line bg-paper',
        isDragging && 'z-10 shadow-lg ring-2 ring-ink',
      )}
    >
      <div className="relative">
        <img
          src={imageVariantUrl(image.url, 400)}
          alt={`Product image ${number}`}
          width={400}
          height={500}
          className="aspect-[4/5] w-full bg-surface object-cover"
        />
        {index === 0 ? (
          <Badge tone="ink" className="absolute top-2 left-2">
            MAIN
          </Badge>
        ) : null}
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Reorder image ${number}`}
          // touch-none: the finger drags the image instead of scrolling the page.
          className="absolute top-2 right-2 inline-flex size-9 cursor-grab touch-none items-center justify-center bg-paper/90 shadow hover:bg-paper focus-visible:outline-2 focus-visible:outline-ink active:cursor-grabbing"
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div className="space-y-2 p-2">
        <Select aria-label={`Colour of image ${number}`} {...register(`images.${index}.color`)}>
          <option value="">{NO_COLOUR}</option>
          {options.map((color) => (
            <option key={color} value={color}>
              {color}
            </option>
          ))}
        </Select>
        <div className="flex gap-1">
          {index > 0 ? (
            <Button
              variant="secondary"
              size="sm"
              className="min-h-10 flex-1 px-2"
              onClick={onSetMain}
              aria-label={`Set image ${number} as main`}
            >
              <Star aria-hidden="true" className="size-3.5" />
              Set Main
            </Button>
          ) : (
            <span className="flex-1" />
          )}
          <Button
            variant="ghost"
            size="sm"
            className="min-h-10 min-w-10 px-2 text-accent hover:bg-accent-soft"
            onClick={onRemove}
            aria-label={`Remove image ${number}`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
    </li>
  );
}

export interface ProductImagesFieldProps {
  fields: ImageFields['fields'];
  move: ImageFields['move'];
  remove: ImageFields['remove'];
  /** The images' current values (the field array's `fields` hold only the first ones). */
  images: ProductImageValue[];
  colors: string[];
  register: UseFormRegister<ProductFormValues>;
  uploads: UploadInProgress[];
  onFiles: (files: File[]) => void;
  onSetMain: (index: number) => void;
  error?: string | undefined;
}

/**
 * The product's images in order: the first is the main one (spec admin §2). Reordered by
 * dragging, with a pointer or from the keyboard (focus a handle, Space, arrows, Space).
 */
export function ProductImagesField({
  fields,
  move,
  remove,
  images,
  colors,
  register,
  uploads,
  onFiles,
  onSetMain,
  error,
}: ProductImagesFieldProps) {
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a tap on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // dnd-kit's own announcements name the internal ids; these name positions instead. The
  // position comes from the sortable data of the event, not from `fields`: DndContext keeps the
  // announcements it was first given.
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up image ${position(active)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Image ${position(active)} is over position ${position(over)}.`
        : `Image ${position(active)} is no longer over a position.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Image ${position(active)} was moved to position ${position(over)}.`
        : `Image ${position(active)} was dropped.`,
    onDragCancel: ({ active }) => `Moving was cancelled. Image ${position(active)} was put back.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(position(active) - 1, position(over) - 1);
  };

  return (
    <section aria-labelledby="product-images-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="product-images-heading" className="text-xs font-semibold tracking-wider uppercase">
          Images
        </h2>
        <FileButton accept="image/*" multiple onFiles={onFiles}>
          <ImagePlus aria-hidden="true" className="size-4" />
          Upload Images
        </FileButton>
      </div>
      <UploadProgressList uploads={uploads} />
      {fields.length === 0 ? (
        <p className="border border-dashed border-line px-4 py-8 text-center text-sm text-muted">
          No images yet. The first image you add becomes the main image.
        </p>
      ) : (
        <>
          <p className="text-xs text-muted">
            The first image is the main image. Drag the handle to reorder, or focus it and use Space
            and the arrow keys.
          </p>
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{ announcements }}
          >
            <SortableContext
              items={fields.map((field) => field.key)}
              strategy={rectSortingStrategy}
            >
              <ol className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 sm:grid-cols-3 lg:grid-cols-2 2xl:grid-cols-3">
                {fields.map((field, index) => (
                  <SortableImage
                    key={field.key}
                    id={field.key}
                    index={index}
                    image={images[index] ?? field}
                    colors={colors}
                    register={register}
                    onSetMain={() => onSetMain(index)}
                    onRemove={() => remove(index)}
                  />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        </>
      )}
      {error ? <p className="text-sm text-accent">{error}</p> : null}
    </section>
  );
}
