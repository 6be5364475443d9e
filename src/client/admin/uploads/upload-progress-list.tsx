import { Progress } from '../../ui/progress';
import type { UploadInProgress } from './queries';

/** One bar per file being uploaded, named after the file. */
export function UploadProgressList({ uploads }: { uploads: UploadInProgress[] }) {
  if (uploads.length === 0) return null;
  return (
    <ul className="space-y-2" aria-label="Uploads in progress">
      {uploads.map((upload) => (
        <li key={upload.key} className="space-y-1">
          <div className="flex justify-between gap-2 text-xs">
            <span className="truncate">{upload.fileName}</span>
            <span className="text-muted tabular-nums">{Math.round(upload.percent)}%</span>
          </div>
          <Progress value={upload.percent} label={`Uploading ${upload.fileName}`} />
        </li>
      ))}
    </ul>
  );
}
