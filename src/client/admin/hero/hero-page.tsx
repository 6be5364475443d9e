import { Film, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../ui/toast';
import { HERO_MESSAGES, MAX_HERO_VIDEO_BYTES } from '../../../shared/content/content-input.schema';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FileButton } from '../../ui/file-button';
import { Progress } from '../../ui/progress';
import type { AdminScreenProps } from '../common/admin-screen';
import { errorMessage } from '../common/error-message';
import { EmptyState } from '../common/query-states';
import { RecordPage } from '../common/record-page';
import { useAdminHero, useRemoveHeroVideo, useUploadHeroVideo } from './queries';

export const HERO_RECOMMENDATION = 'Recommended: MP4, landscape, 1920x1080 or higher';
export const HERO_UPLOADED = 'Hero video uploaded successfully!';
export const FAILED_TO_UPLOAD_VIDEO = HERO_MESSAGES.uploadFailed;
export const NOT_A_VIDEO = HERO_MESSAGES.notAVideo;
export const CONFIRM_REMOVE_HERO = 'Are you sure you want to remove the hero video?';
export const HERO_REMOVED = 'Hero video removed';
export const FAILED_TO_REMOVE_VIDEO = 'Failed to remove video';
export const FAILED_TO_LOAD_HERO = 'Failed to load settings';
/** The server's 413 message, said before the upload rather than after 200 MB were sent. */
export const VIDEO_TOO_LARGE = `The video must be at most ${MAX_HERO_VIDEO_BYTES / 1024 / 1024} MB`;

/** The video's preview, its upload with progress, and its removal after a confirmation. */
function HeroVideo({ videoUrl }: { videoUrl: string | null }) {
  const uploadVideo = useUploadHeroVideo();
  const removeVideo = useRemoveHeroVideo();
  const [progress, setProgress] = useState(0);
  const [confirmingRemove, setConfirmingRemove] = useState(false);

  const upload = ([file]: File[]) => {
    if (!file) return;
    // Spec admin §5: a video type only. The server checks the bytes again.
    if (!file.type.startsWith('video/')) {
      toast.error(NOT_A_VIDEO);
      return;
    }
    if (file.size > MAX_HERO_VIDEO_BYTES) {
      toast.error(VIDEO_TOO_LARGE);
      return;
    }
    setProgress(0);
    uploadVideo.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () => toast.success(HERO_UPLOADED),
        onError: (error) => {
          console.error('Hero video upload failed', error);
          toast.error(errorMessage(error, FAILED_TO_UPLOAD_VIDEO));
        },
      },
    );
  };

  const remove = () =>
    removeVideo.mutate(undefined, {
      onSuccess: () => toast.success(HERO_REMOVED),
      onError: (error) => {
        console.error('Hero video removal failed', error);
        toast.error(FAILED_TO_REMOVE_VIDEO);
      },
      onSettled: () => setConfirmingRemove(false),
    });

  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Hero Video</CardTitle>
          <p className="text-sm text-muted">{HERO_RECOMMENDATION}</p>
        </CardHeader>
        <CardContent className="space-y-4">
          {videoUrl ? (
            <video
              key={videoUrl}
              src={videoUrl}
              controls
              muted
              playsInline
              preload="metadata"
              aria-label="Hero video preview"
              className="aspect-video w-full bg-ink"
            />
          ) : (
            <EmptyState icon={Film} title="No hero video yet">
              <p className="text-sm text-muted">Upload one to play it on the home page.</p>
            </EmptyState>
          )}
          {uploadVideo.isPending ? (
            <div className="space-y-1">
              <div className="flex justify-between text-xs">
                <span>Uploading video…</span>
                <span className="text-muted tabular-nums">{Math.round(progress)}%</span>
              </div>
              <Progress value={progress} label="Uploading hero video" />
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <FileButton
              accept="video/*"
              variant="primary"
              size="md"
              onFiles={upload}
              disabled={uploadVideo.isPending || removeVideo.isPending}
            >
              <Upload aria-hidden="true" className="size-4" />
              {videoUrl ? 'Replace Video' : 'Upload Video'}
            </FileButton>
            {videoUrl ? (
              <Button
                variant="secondary"
                onClick={() => setConfirmingRemove(true)}
                disabled={uploadVideo.isPending || removeVideo.isPending}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Remove Video
              </Button>
            ) : null}
          </div>
        </CardContent>
      </Card>
      <ConfirmDialog
        open={confirmingRemove}
        onOpenChange={(open) => {
          if (!open && !removeVideo.isPending) setConfirmingRemove(false);
        }}
        title="Remove hero video"
        description={CONFIRM_REMOVE_HERO}
        confirmLabel="Remove"
        onConfirm={remove}
        pending={removeVideo.isPending}
      />
    </>
  );
}

export function HeroPage({ title }: AdminScreenProps) {
  const hero = useAdminHero();
  return (
    <RecordPage
      title={title}
      description="The video at the top of the home page. Without one, the home page shows its still image."
      query={hero}
      texts={{ loading: 'Loading hero banner', failed: FAILED_TO_LOAD_HERO }}
    >
      {(loaded) => <HeroVideo videoUrl={loaded.videoUrl} />}
    </RecordPage>
  );
}
