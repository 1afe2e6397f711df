import { useId, useState } from 'react';
import { Megaphone, Pencil } from 'lucide-react';
import type { CampaignEdit, GenerationResult, KitCampaign } from '@sitespark/contracts';
import { Button } from '../../../components/ui/Button.tsx';
import { FormField } from '../../../components/ui/FormField.tsx';
import { Label } from '../../../components/ui/Label.tsx';
import { Textarea } from '../../../components/ui/Textarea.tsx';

/** Regenerating the kit with an edited campaign (the generate route, the campaign sent as the brief). */
export type CampaignEditing = {
  /** The target audience as the owner typed it: who the campaign is for. */
  targetAudience: string;
  pending: boolean;
  onRegenerate: (edit: { targetAudience: string; campaign: CampaignEdit }) => void;
};

const emptyCampaign: KitCampaign = { what: null, forWhom: null, byWhen: null, price: null, points: [], statements: [], tone: null, summary: null };

function CampaignForm({ campaign, language, editing, onCancel }: { campaign: KitCampaign; language: GenerationResult['language']['code']; editing: CampaignEditing; onCancel: () => void }) {
  const pointsId = useId();
  const [what, setWhat] = useState(campaign.what ?? '');
  const [forWhom, setForWhom] = useState(editing.targetAudience || campaign.forWhom || '');
  const [byWhen, setByWhen] = useState(campaign.byWhen ?? '');
  const [price, setPrice] = useState(campaign.price ?? '');
  const [points, setPoints] = useState(campaign.points.join('\n'));
  const [tone, setTone] = useState(campaign.tone ?? '');
  const orNull = (value: string) => value.trim() || null;
  return (
    <form
      aria-label="Edit the campaign"
      className="mt-2 grid gap-3 rounded-lg border border-line bg-canvas p-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        editing.onRegenerate({
          targetAudience: forWhom.trim(),
          campaign: {
            what: orNull(what),
            byWhen: orNull(byWhen),
            price: orNull(price),
            points: points.split('\n').map((point) => point.trim()).filter(Boolean).slice(0, 12),
            tone: orNull(tone),
            language,
          },
        });
      }}
    >
      <FormField label="What to promote" value={what} maxLength={300} onChange={(event) => setWhat(event.target.value)} />
      <FormField label="For whom" value={forWhom} maxLength={500} onChange={(event) => setForWhom(event.target.value)} />
      <FormField label="Until" hint="A deadline or season, e.g. “order by Nov 24”" value={byWhen} maxLength={200} onChange={(event) => setByWhen(event.target.value)} />
      <FormField label="Offer or price" value={price} maxLength={300} onChange={(event) => setPrice(event.target.value)} />
      <div className="flex flex-col gap-2 sm:col-span-2">
        <Label htmlFor={pointsId}>Points to stress (one per line)</Label>
        <Textarea id={pointsId} rows={3} value={points} onChange={(event) => setPoints(event.target.value)} />
      </div>
      <FormField label="Tone" value={tone} maxLength={200} onChange={(event) => setTone(event.target.value)} containerClassName="sm:col-span-2" />
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
        <Button variant="secondary" onClick={onCancel} disabled={editing.pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={editing.pending}>
          {editing.pending ? 'Regenerating…' : 'Regenerate with this campaign'}
        </Button>
      </div>
    </form>
  );
}

/** The brief read as a campaign ("Campaign: … for … until …"), and, where the kit can be regenerated, a form to change it. */
export function CampaignNote({ result, editing }: { result: GenerationResult; editing?: CampaignEditing | undefined }) {
  const [open, setOpen] = useState(false);
  const campaign = result.campaign;
  if (!campaign?.summary && !editing) return null;
  return (
    <li className="flex flex-col">
      <div className="flex flex-wrap items-start gap-2">
        <Megaphone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
        <span className="min-w-0 flex-1">{campaign?.summary ?? 'Campaign: none named in your brief; the kit promotes your site’s main offer.'}</span>
        {editing && !open && (
          <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
            <Pencil aria-hidden="true" />
            Edit campaign
          </Button>
        )}
      </div>
      {editing && open && <CampaignForm campaign={campaign ?? emptyCampaign} language={result.language.code} editing={editing} onCancel={() => setOpen(false)} />}
    </li>
  );
}
