import { Eye } from 'lucide-react';
import type { EmailCopy, EmailMessage, Grounding } from '@sitespark/contracts';
import { Button } from '../../../components/ui/Button.tsx';
import { emailPreviewLine, sequencePreview } from '../model/truncate.ts';
import type { PreviewItem } from '../model/preview-item.ts';
import { CopyButton } from '../shared/CopyButton.tsx';
import { FieldLabel, Panel, TipList } from '../shared/Panel.tsx';
import { ClaimMarkers } from './Grounding.tsx';
import { EditableText } from './kit-editing.tsx';

const sequenceNames = [
  { key: 'welcome', label: 'Welcome sequence' },
  { key: 'nurture', label: 'Nurture sequence' },
  { key: 'promotional', label: 'Promotional sequence' },
] as const;

function emailText(email: EmailMessage): string {
  return `Subject: ${email.subject}\n\n${email.body}`;
}

export function EmailTab({ email, grounding, onPreview }: { email: EmailCopy; grounding?: Grounding; onPreview: (item: PreviewItem) => void }) {
  return (
    <div className="flex flex-col gap-5">
      <Panel
        title="Campaign email"
        actions={
          <>
            <Button variant="ghost" size="sm" onClick={() => onPreview({ title: `Email: ${email.subject}`, type: 'email', content: { subject: email.subject, body: email.body } })}>
              <Eye aria-hidden="true" />
              Preview
            </Button>
            <CopyButton text={emailText(email)} label="Copy campaign email" showText />
          </>
        }
      >
        <div className="mb-4 rounded-lg border border-line bg-canvas/60 px-3 py-2" aria-label="Inbox preview">
          <p className="truncate text-sm font-semibold text-ink">{email.subject}</p>
          <p className="text-sm text-ink-muted">{emailPreviewLine(email.body)}</p>
        </div>
        <FieldLabel>Subject</FieldLabel>
        <div className="mb-3">
          <EditableText path="emailCopy.subject" text={email.subject} label="campaign email subject" className="font-semibold text-ink" />
        </div>
        <FieldLabel>Body</FieldLabel>
        <EditableText
          path="emailCopy.body"
          regeneratePath="emailCopy"
          text={email.body}
          label="campaign email"
          className="text-sm leading-relaxed whitespace-pre-wrap text-ink"
        />
        <ClaimMarkers grounding={grounding} path="emailCopy.body" />
      </Panel>

      <div className="grid gap-4 lg:grid-cols-3">
        {sequenceNames.map(({ key, label }) => {
          const emails = email.sequences[key];
          return (
            <Panel key={key} title={label}>
              <ol className="flex flex-col gap-3">
                {sequencePreview(emails).map((shown, index) => {
                  const full = emails[index] ?? shown;
                  return (
                    <li key={`${key}-${index}`} className="rounded-lg border border-line p-3">
                      <p className="text-xs font-semibold text-brand-700">{`Email ${index + 1}`}</p>
                      <EditableText
                        path={`emailCopy.sequences.${key}.${index}.subject`}
                        text={full.subject}
                        label={`${label.toLowerCase()} email ${index + 1} subject`}
                        className="mt-1 text-sm font-semibold text-ink"
                      />
                      <EditableText
                        path={`emailCopy.sequences.${key}.${index}.body`}
                        regeneratePath={`emailCopy.sequences.${key}.${index}`}
                        text={full.body}
                        display={shown.body}
                        label={`${label.toLowerCase()} email ${index + 1}`}
                        className="mt-1 text-sm text-ink-muted"
                      />
                      <ClaimMarkers grounding={grounding} path={`emailCopy.sequences.${key}.${index}`} />
                      <div className="mt-2 flex justify-end gap-1">
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`Preview ${label.toLowerCase()} email ${index + 1}`}
                          onClick={() => onPreview({ title: `${label} - email ${index + 1}`, type: 'email', content: full })}
                        >
                          <Eye aria-hidden="true" />
                        </Button>
                        <CopyButton text={emailText(full)} label={`Copy ${label.toLowerCase()} email ${index + 1}`} variant="ghost" />
                      </div>
                    </li>
                  );
                })}
              </ol>
            </Panel>
          );
        })}
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <Panel title="Expected performance">
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-lg bg-brand-50 p-3">
              <dt className="text-xs font-medium text-ink-muted">Open rate</dt>
              <dd className="order-first text-2xl font-bold text-brand-800 tabular-nums">{email.metrics.expectedOpenRate}</dd>
            </div>
            <div className="rounded-lg bg-brand-50 p-3">
              <dt className="text-xs font-medium text-ink-muted">Click rate</dt>
              <dd className="order-first text-2xl font-bold text-brand-800 tabular-nums">{email.metrics.expectedClickRate}</dd>
            </div>
          </dl>
          <FieldLabel className="mt-4">Best send times</FieldLabel>
          <ul className="mt-1 flex flex-wrap gap-2">
            {email.metrics.bestSendTimes.map((time) => (
              <li key={time} className="rounded-full bg-canvas px-3 py-1 text-sm text-ink ring-1 ring-line">
                {time}
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title="Tips">
          <TipList tips={email.tips} />
        </Panel>
      </div>
    </div>
  );
}
