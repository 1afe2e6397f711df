import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { defaultOverlayStyle, overlayFontFamilies, overlayPositions, overlayTextAligns, TextOverlay, textOverlayLimits as limits } from '@sitespark/contracts';
import { Button } from '../../../components/ui/Button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/Dialog.tsx';
import { Input } from '../../../components/ui/Input.tsx';
import { Label } from '../../../components/ui/Label.tsx';
import { overlayFontStacks, toPickerHex } from '../model/overlay-style.ts';
import { Textarea } from '../../../components/ui/Textarea.tsx';
import { SlideView } from './SlideView.tsx';
import type { SlideLook } from './slide-look.ts';

const selectClasses =
  'h-10 w-full cursor-pointer rounded-lg border border-line bg-surface px-3 text-sm text-ink shadow-xs hover:border-brand-300 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/40';

const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

function Field({ label, htmlFor, value, children }: { label: string; htmlFor: string; value?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={htmlFor}>{label}</Label>
        {value !== undefined && <span className="text-xs font-medium text-ink-muted tabular-nums">{value}</span>}
      </div>
      {children}
    </div>
  );
}

type RangeProps = { id: string; value: number; min: number; max: number; step: number; onChange: (value: number) => void; valueText: string };

function Range({ id, value, min, max, step, onChange, valueText }: RangeProps) {
  return (
    <input
      id={id}
      type="range"
      min={min}
      max={max}
      step={step}
      value={value}
      aria-valuetext={valueText}
      onChange={(event) => onChange(Number(event.target.value))}
      className="h-2 w-full cursor-pointer accent-brand-600"
    />
  );
}

type ColorFieldProps = { id: string; label: string; value: string; onChange: (value: string) => void; invalid: boolean };

/** A colour by picker or by typing (hex, a name or rgb()). */
function ColorField({ id, label, value, onChange, invalid }: ColorFieldProps) {
  return (
    <Field label={label} htmlFor={`${id}-text`}>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={toPickerHex(value)}
          onChange={(event) => onChange(event.target.value)}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-line bg-surface p-1"
        />
        <Input id={`${id}-text`} value={value} aria-invalid={invalid || undefined} onChange={(event) => onChange(event.target.value)} spellCheck={false} />
      </div>
      {invalid && <p className="text-xs font-medium text-danger">Please enter a valid color</p>}
    </Field>
  );
}

export type TextOverlayEditorProps = {
  /** 0-based; the title counts from 1. */
  slideIndex: number;
  image: string;
  /** How the MP4 shows the slide (fit and camera), as the slideshow preview shows it; undefined while it is measured. */
  look?: SlideLook | undefined;
  overlay: TextOverlay;
  onSave: (overlay: TextOverlay) => void;
  onClose: () => void;
};

/** 'Text Overlay Editor - Slide N' with the bounds of spec section 5. */
export function TextOverlayEditor({ slideIndex, image, look, overlay, onSave, onClose }: TextOverlayEditorProps) {
  const id = useId();
  const [draft, setDraft] = useState<TextOverlay>(overlay);
  const set = <K extends keyof TextOverlay>(key: K, value: TextOverlay[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const checked = TextOverlay.safeParse(draft);
  const colorInvalid = (key: 'color' | 'backgroundColor') => !checked.success && checked.error.issues.some((issue) => issue.path[0] === key);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>{`Text Overlay Editor - Slide ${slideIndex + 1}`}</DialogTitle>
          <DialogDescription>Changes show in the preview as you make them and are used in the exported MP4.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="flex flex-col gap-4">
            {/* The slide as the MP4 shows it where the overlay is read: the export's fit, the camera at rest. */}
            <SlideView image={image} look={look} camera="rest" overlay={checked.success ? checked.data : { ...draft, color: '#ffffff', backgroundColor: '#000000' }} alt={`Slide ${slideIndex + 1} preview`} className="rounded-xl" />
            <Field label="Text" htmlFor={`${id}-text`} value={`${draft.text.length}/${limits.textMaxLength}`}>
              <Textarea id={`${id}-text`} rows={3} maxLength={limits.textMaxLength} value={draft.text} onChange={(event) => set('text', event.target.value)} />
            </Field>
          </div>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-1">
            <div className="grid grid-cols-2 gap-3">
              <Field label="Position" htmlFor={`${id}-position`}>
                <select id={`${id}-position`} className={selectClasses} value={draft.position} onChange={(event) => set('position', event.target.value as TextOverlay['position'])}>
                  {overlayPositions.map((position) => (
                    <option key={position} value={position}>
                      {capitalize(position)}
                    </option>
                  ))}
                </select>
              </Field>
              <Field label="Alignment" htmlFor={`${id}-align`}>
                <select id={`${id}-align`} className={selectClasses} value={draft.textAlign} onChange={(event) => set('textAlign', event.target.value as TextOverlay['textAlign'])}>
                  {overlayTextAligns.map((align) => (
                    <option key={align} value={align}>
                      {capitalize(align)}
                    </option>
                  ))}
                </select>
              </Field>
            </div>
            <Field label="Font" htmlFor={`${id}-font`}>
              <select
                id={`${id}-font`}
                className={selectClasses}
                style={{ fontFamily: overlayFontStacks[draft.fontFamily] }}
                value={draft.fontFamily}
                onChange={(event) => set('fontFamily', event.target.value as TextOverlay['fontFamily'])}
              >
                {overlayFontFamilies.map((font) => (
                  <option key={font} value={font} style={{ fontFamily: overlayFontStacks[font] }}>
                    {font}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Font size" htmlFor={`${id}-size`} value={`${draft.fontSize}px`}>
              <Range id={`${id}-size`} {...limits.fontSize} value={draft.fontSize} valueText={`${draft.fontSize} pixels`} onChange={(value) => set('fontSize', value)} />
            </Field>
            <ColorField id={`${id}-color`} label="Text color" value={draft.color} invalid={colorInvalid('color')} onChange={(value) => set('color', value)} />
            <ColorField id={`${id}-bg`} label="Background color" value={draft.backgroundColor} invalid={colorInvalid('backgroundColor')} onChange={(value) => set('backgroundColor', value)} />
            <Field label="Background opacity" htmlFor={`${id}-opacity`} value={draft.backgroundOpacity.toFixed(1)}>
              <Range
                id={`${id}-opacity`}
                {...limits.backgroundOpacity}
                value={draft.backgroundOpacity}
                valueText={`${Math.round(draft.backgroundOpacity * 100)} percent`}
                onChange={(value) => set('backgroundOpacity', Math.round(value * 10) / 10)}
              />
            </Field>
            <Field label="Padding" htmlFor={`${id}-padding`} value={`${draft.padding}px`}>
              <Range id={`${id}-padding`} {...limits.padding} value={draft.padding} valueText={`${draft.padding} pixels`} onChange={(value) => set('padding', value)} />
            </Field>
            <Field label="Corner radius" htmlFor={`${id}-radius`} value={`${draft.borderRadius}px`}>
              <Range id={`${id}-radius`} {...limits.borderRadius} value={draft.borderRadius} valueText={`${draft.borderRadius} pixels`} onChange={(value) => set('borderRadius', value)} />
            </Field>
          </div>
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:justify-between">
          <Button variant="ghost" onClick={() => setDraft((current) => ({ ...current, ...defaultOverlayStyle }))}>
            Reset style
          </Button>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button disabled={!checked.success} onClick={() => checked.success && onSave(checked.data)}>
              Save Changes
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
