import type { TextOverlay } from '@sitespark/contracts';
import { clsx } from 'clsx';
import { overlayBoxStyle, overlayLayerStyle } from '../model/overlay-style.ts';
import { previewLimits, truncateText } from '../model/truncate.ts';

export type SlideViewProps = {
  image: string;
  overlay: TextOverlay | undefined;
  /** The player cuts overlay text at 50 characters; the editor shows all of it. */
  truncate?: boolean;
  alt: string;
  className?: string;
};

/** One 16:9 slide as the export draws it: the screenshot covering the frame, the overlay box on top. */
export function SlideView({ image, overlay, truncate = false, alt, className }: SlideViewProps) {
  const text = overlay ? (truncate ? truncateText(overlay.text, previewLimits.slideOverlayText) : overlay.text) : '';
  return (
    <div className={clsx('relative aspect-video w-full overflow-hidden bg-ink', className)} style={{ containerType: 'inline-size' }}>
      {image ? <img src={image} alt={alt} className="absolute inset-0 size-full object-cover" /> : <span className="sr-only">{alt}</span>}
      {overlay && text.trim() && (
        <div className="absolute inset-0" style={overlayLayerStyle(overlay)}>
          <p data-testid="slide-overlay" style={overlayBoxStyle(overlay)}>
            {text}
          </p>
        </div>
      )}
    </div>
  );
}
