import { useId, useState } from 'react';
import { Link } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, FileVideo, Upload } from 'lucide-react';
import { PageShell } from '../../components/PageShell.tsx';
import { Button, buttonClasses } from '../../components/ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { MUSIC_LIBRARY_QUERY_KEY, useMusicLibrary } from '../video-studio/shared/use-music-library.ts';
import { MusicUploader } from './MusicUploader.tsx';
import { TrackList } from './TrackList.tsx';
import { useTrackPreview } from './use-track-preview.ts';
import { VideoConverter } from './VideoConverter.tsx';

export function MusicManagerPage() {
  const id = useId();
  const queryClient = useQueryClient();
  const library = useMusicLibrary();
  const preview = useTrackPreview();
  const [showUploader, setShowUploader] = useState(false);
  const [showConverter, setShowConverter] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: MUSIC_LIBRARY_QUERY_KEY });

  return (
    <PageShell heading="Music Manager" description="Background music for your videos: preview the library, upload your own MP3s or take the sound from a video.">
      <div className="mt-6 flex flex-wrap gap-2">
        <Button
          variant={showUploader ? 'primary' : 'secondary'}
          aria-expanded={showUploader}
          aria-controls={`${id}-uploader`}
          onClick={() => setShowUploader((shown) => !shown)}
        >
          <Upload aria-hidden="true" />
          Upload MP3s
        </Button>
        <Button
          variant={showConverter ? 'primary' : 'secondary'}
          aria-expanded={showConverter}
          aria-controls={`${id}-converter`}
          onClick={() => setShowConverter((shown) => !shown)}
        >
          <FileVideo aria-hidden="true" />
          Convert Videos
        </Button>
        <Link href="/create" className={buttonClasses('ghost', 'md')}>
          <ArrowLeft aria-hidden="true" />
          Back to Content Generator
        </Link>
      </div>

      <div className="mt-6 flex flex-col gap-6">
        {showUploader && <MusicUploader id={`${id}-uploader`} onUploaded={refresh} />}
        {showConverter && <VideoConverter id={`${id}-converter`} onConverted={refresh} />}
        <Card>
          <CardHeader>
            <CardTitle>Music Library</CardTitle>
            <CardDescription>
              {library.isLoading ? 'Loading…' : `${library.tracks.length} ${library.tracks.length === 1 ? 'track' : 'tracks'}: the built-in library and your own uploads.`}
            </CardDescription>
          </CardHeader>
          <CardContent className="pt-2">
            {library.notice && (
              <p role="status" className="mb-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="music-library-notice">
                {library.notice}
              </p>
            )}
            <TrackList
              tracks={library.tracks}
              loading={library.isLoading}
              failed={library.failed}
              playingId={preview.playingId}
              onPlay={(track) => preview.play(track.id, track.url)}
              onStop={preview.stop}
              onChanged={refresh}
            />
            <audio ref={preview.audioRef} preload="none" onEnded={preview.onEnded} data-testid="music-preview" className="hidden" />
          </CardContent>
        </Card>
      </div>
    </PageShell>
  );
}
