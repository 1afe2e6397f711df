import { useRef, useState } from 'react';
import { Download } from 'lucide-react';
import type { AnalysisReport, BrandColors } from '@sitespark/contracts';
import { Button } from '../../../components/ui/Button.tsx';
import { NoticeDialog, type Notice } from '../../../components/ui/NoticeDialog.tsx';
import { CopyButton } from '../shared/CopyButton.tsx';
import { readableTextOn } from '../model/color-contrast.ts';
import { Panel } from '../shared/Panel.tsx';
import { downloadKitLogo } from '../model/logo-download.ts';
import { useKitContext } from './kit-editing.tsx';

const colorRoles = [
  { key: 'primary', label: 'Primary' },
  { key: 'secondary', label: 'Secondary' },
  { key: 'accent', label: 'Accent' },
  { key: 'neutral', label: 'Neutral' },
] as const;

export type BrandKitTabProps = { colors: BrandColors; siteName: string; report: AnalysisReport };

export function BrandKitTab({ colors, siteName, report }: BrandKitTabProps) {
  const { kitId } = useKitContext();
  // The spec's logo alert (and any failure), said in an in-app alert dialog rather than window.alert.
  const [notice, setNotice] = useState<Notice | null>(null);
  const logoButton = useRef<HTMLButtonElement>(null);
  const initial = Array.from(siteName.trim())[0]?.toUpperCase() ?? 'S';
  return (
    <div className="flex flex-col gap-5">
      <Panel title="Brand colors">
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {colorRoles.map(({ key, label }) => {
            const hex = colors[key];
            return (
              <li key={key} className="overflow-hidden rounded-xl border border-line" aria-label={`${label} color ${hex}`}>
                <div className="flex h-24 items-end p-3 text-sm font-semibold" style={{ backgroundColor: hex, color: readableTextOn(hex) }}>
                  {label}
                </div>
                <div className="flex items-center justify-between gap-2 p-3">
                  <code className="font-mono text-sm text-ink">{hex}</code>
                  <CopyButton text={hex} label={`Copy ${label.toLowerCase()} color ${hex}`} variant="ghost" />
                </div>
              </li>
            );
          })}
        </ul>
        {report.colorEvidence.length > 0 && (
          <details className="mt-4 text-sm text-ink-muted">
            <summary className="cursor-pointer font-medium text-ink">Where these colors come from</summary>
            <ul className="mt-2 list-disc pl-5">
              {report.colorEvidence.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </details>
        )}
      </Panel>
      <Panel title="Logo">
        <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          <div className="flex items-center gap-3 rounded-xl border border-line p-4" aria-label={`${siteName} logo mock-up`}>
            <span
              className="flex size-12 items-center justify-center rounded-xl text-xl font-bold"
              style={{ backgroundColor: colors.primary, color: readableTextOn(colors.primary) }}
              aria-hidden="true"
            >
              {initial}
            </span>
            <span className="text-xl font-bold text-ink">
              {siteName}
            </span>
          </div>
          <Button ref={logoButton} variant="secondary" onClick={() => void downloadKitLogo(kitId, (title) => setNotice({ title }))}>
            <Download aria-hidden="true" />
            Download Logo
          </Button>
        </div>
      </Panel>
      <NoticeDialog notice={notice} onClose={() => setNotice(null)} returnFocusTo={logoButton} />
    </div>
  );
}
