import { Eye } from 'lucide-react';
import type { Grounding, WebsiteCopy } from '@sitespark/contracts';
import { Button } from '../../../components/ui/Button.tsx';
import { previewLimits, truncateText } from '../model/truncate.ts';
import type { PreviewItem } from '../model/preview-item.ts';
import { CopyButton } from '../shared/CopyButton.tsx';
import { Panel } from '../shared/Panel.tsx';
import { ClaimMarkers } from './Grounding.tsx';
import { EditableText } from './kit-editing.tsx';

type Block = { key: keyof WebsiteCopy; label: string; limit?: number };

const blocks: Block[] = [
  { key: 'hero', label: 'Hero headline' },
  { key: 'subheading', label: 'Subheading' },
  { key: 'callToAction', label: 'Call to action' },
  { key: 'features', label: 'Features', limit: previewLimits.websiteFeaturesAndBenefits },
  { key: 'benefits', label: 'Benefits', limit: previewLimits.websiteFeaturesAndBenefits },
  { key: 'testimonial', label: 'Testimonial' },
];

export function WebsiteTab({ website, grounding, onPreview }: { website: WebsiteCopy; grounding?: Grounding; onPreview: (item: PreviewItem) => void }) {
  return (
    <div className="flex flex-col gap-5">
      <div className="flex justify-end">
        <Button variant="secondary" onClick={() => onPreview({ title: 'Website copy', type: 'website', content: website })}>
          <Eye aria-hidden="true" />
          Preview page
        </Button>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {blocks.map(({ key, label, limit }) => (
          <Panel key={key} title={label} actions={<CopyButton text={website[key]} label={`Copy ${label.toLowerCase()}`} />}>
            <EditableText
              path={`websiteCopy.${key}`}
              regeneratePath={`websiteCopy.${key}`}
              text={website[key]}
              display={limit ? truncateText(website[key], limit) : website[key]}
              label={label.toLowerCase()}
              className={key === 'hero' ? 'text-xl font-bold text-ink' : 'text-sm leading-relaxed whitespace-pre-wrap text-ink'}
            />
            <ClaimMarkers grounding={grounding} path={`websiteCopy.${key}`} />
          </Panel>
        ))}
      </div>
    </div>
  );
}
