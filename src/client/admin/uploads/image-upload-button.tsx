import { ImagePlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { FileButton } from '../../ui/file-button';

export interface ImageUploadButtonProps {
  /** The chosen file (the first, if several were dropped in). */
  onFiles: (files: File[]) => Promise<void>;
  /** An upload is on its way (`useImageUpload().isUploading`): a second one waits for it. */
  uploading: boolean;
  /** The button's text, e.g. "Upload Size Chart Image". */
  children: ReactNode;
}

/** Picks the one image of a field (a collection's, the size chart's, the popup's…). */
export function ImageUploadButton({ onFiles, uploading, children }: ImageUploadButtonProps) {
  return (
    <FileButton accept="image/*" onFiles={(files) => void onFiles(files)} disabled={uploading}>
      <ImagePlus aria-hidden="true" className="size-4" />
      {children}
    </FileButton>
  );
}
