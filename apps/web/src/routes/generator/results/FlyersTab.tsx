import { useState } from 'react';
import { Download, Package } from 'lucide-react';
import type { Flyer } from '@sitespark/contracts';
import { Button, buttonClasses } from '../../../components/ui/Button.tsx';
import { downloadSequentially } from '../model/downloads.ts';
import { flyerFileName, mediaDownloadUrl } from '../model/file-names.ts';
import { Badge } from '../shared/Badge.tsx';

function aspectOf(dimensions: string): string {
  const match = /^(\d+)\s*x\s*(\d+)$/i.exec(dimensions.trim());
  return match ? `${match[1]} / ${match[2]}` : '1 / 1';
}

/** Each flyer with its size and download; the whole pack downloads one SVG every 500 ms. */
export function FlyersTab({ flyers, siteName }: { flyers: Flyer[]; siteName: string }) {
  const [started, setStarted] = useState<number | null>(null);
  const downloading = started !== null;

  async function downloadAll() {
    setStarted(0);
    await downloadSequentially(
      flyers.map((flyer) => {
        const fileName = flyerFileName(siteName, flyer.platform);
        return { href: mediaDownloadUrl(flyer.downloadUrl, fileName), fileName };
      }),
      { onStart: (index) => setStarted(index + 1) },
    );
    setStarted(null);
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-muted">{`${flyers.length} flyers in your brand colours, as SVG (scales to any size).`}</p>
        <Button onClick={() => void downloadAll()} disabled={downloading}>
          <Package aria-hidden="true" />
          {downloading ? `Downloading ${started} of ${flyers.length}…` : 'Download all'}
        </Button>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {flyers.map((flyer) => {
          const fileName = flyerFileName(siteName, flyer.platform);
          return (
            <li key={flyer.downloadUrl} className="flex flex-col overflow-hidden rounded-xl border border-line bg-surface" aria-label={`${flyer.platform} flyer`}>
              <div className="flex h-48 items-center justify-center bg-canvas p-3">
                <img
                  src={flyer.downloadUrl}
                  alt={`${flyer.platform} flyer preview`}
                  loading="lazy"
                  className="max-h-full max-w-full rounded shadow-card"
                  style={{ aspectRatio: aspectOf(flyer.dimensions) }}
                />
              </div>
              <div className="flex flex-1 flex-col gap-2 p-4">
                <div className="flex items-center justify-between gap-2">
                  <p className="font-semibold text-ink">{flyer.platform}</p>
                  <Badge tone="neutral">SVG</Badge>
                </div>
                <p className="text-sm text-ink-muted">{`${flyer.dimensions} px · ${flyer.size}`}</p>
                <a
                  href={mediaDownloadUrl(flyer.downloadUrl, fileName)}
                  download={fileName}
                  className={buttonClasses('secondary', 'sm', 'mt-auto self-start')}
                  aria-label={`Download ${flyer.platform} flyer`}
                >
                  <Download aria-hidden="true" />
                  Download
                </a>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
