import { Images, X } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '../../ui/toast';
import { imageVariantUrl } from '../../../shared/images/image-variants';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { PopupHeroImage } from '../../ui/newsletter-popup';
import { Spinner } from '../../ui/spinner';
import { FieldError } from '../common/field-error';
import { useAdminProducts } from '../products/queries';
import { useImageUpload } from '../uploads/queries';
import { ImageUploadButton } from '../uploads/image-upload-button';
import { UploadProgressList } from '../uploads/upload-progress-list';

export const FAILED_TO_UPLOAD_IMAGE = 'Failed to upload image';

/** Every distinct picture of the catalogue, with the product it belongs to. */
function useProductImages() {
  const products = useAdminProducts();
  const seen = new Set<string>();
  const images = (products.data ?? []).flatMap((product) =>
    [product.imageUrl, ...product.images.map((image) => image.url)].flatMap((url) => {
      if (!url || seen.has(url) || url.endsWith('.svg')) return [];
      seen.add(url);
      return [{ url, productName: product.name }];
    }),
  );
  return { images, isPending: products.isPending, isError: products.isError };
}

function ProductImagePicker({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (url: string) => void;
}) {
  const { images, isPending, isError } = useProductImages();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Choose a Product Image"
      className="max-w-2xl"
    >
      {isPending ? (
        <Spinner label="Loading product images" />
      ) : isError ? (
        <p role="alert" className="text-sm text-accent">
          Failed to load products
        </p>
      ) : images.length === 0 ? (
        <p className="text-sm text-muted">No product images uploaded yet.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                onClick={() => onPick(image.url)}
                aria-label={`Use image ${index + 1} of ${image.productName}`}
                className="block w-full border border-line hover:border-ink focus-visible:outline-2"
              >
                <img
                  src={imageVariantUrl(image.url, 400)}
                  alt=""
                  loading="lazy"
                  className="aspect-square w-full bg-surface object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}

export interface PopupImageFieldProps {
  value: string;
  onChange: (url: string) => void;
  error?: string | undefined;
}

/** The hero image: its URL, a preview, an upload, or a pick among the product images. */
export function PopupImageField({ value, onChange, error }: PopupImageFieldProps) {
  const id = useId();
  const imageUpload = useImageUpload('product-images');
  const [picking, setPicking] = useState(false);
  const url = value.trim();

  const upload = async (files: File[]) => {
    const { uploaded, failed } = await imageUpload.upload(files.slice(0, 1));
    const image = uploaded[0];
    if (!image) {
      toast.error(failed[0]?.reason ?? FAILED_TO_UPLOAD_IMAGE);
      return;
    }
    onChange(image.url);
  };

  return (
    <div className="space-y-3">
      <Label htmlFor={`${id}-url`}>Hero Image URL</Label>
      <Input
        id={`${id}-url`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="/uploads/product-images/… or https://…"
        autoComplete="off"
        spellCheck={false}
        aria-describedby={`${id}-advice${error ? ` ${id}-error` : ''}`}
        aria-invalid={Boolean(error) || undefined}
      />
      <p id={`${id}-advice`} className="text-xs text-muted">
        Upload the image under Products first, then choose it here (or upload one below).
        Recommended size: 1200x800.
      </p>
      <FieldError id={`${id}-error`} message={error} />
      {url ? (
        <figure className="max-w-sm space-y-1">
          <PopupHeroImage url={url} className="border border-line" />
          <figcaption className="text-xs text-muted">Image preview</figcaption>
        </figure>
      ) : (
        <p className="max-w-sm border border-dashed border-line px-4 py-8 text-center text-sm text-muted">
          No image: the popup shows its texts alone.
        </p>
      )}
      <UploadProgressList uploads={imageUpload.uploads} />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => setPicking(true)}>
          <Images aria-hidden="true" className="size-4" />
          Choose Product Image
        </Button>
        <ImageUploadButton onFiles={upload} uploading={imageUpload.isUploading}>
          Upload Image
        </ImageUploadButton>
        {url ? (
          <Button variant="ghost" size="sm" onClick={() => onChange('')}>
            <X aria-hidden="true" className="size-4" />
            Remove Image
          </Button>
        ) : null}
      </div>
      <ProductImagePicker
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(picked) => {
          onChange(picked);
          setPicking(false);
        }}
      />
    </div>
  );
}
