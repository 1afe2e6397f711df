import type { RefObject } from 'react';
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogTitle } from './AlertDialog.tsx';

/** A message the user must see and dismiss: its title is the sentence itself, `detail` says more. */
export type Notice = { title: string; detail?: string };

export type NoticeDialogProps = {
  notice: Notice | null;
  onClose: () => void;
  /** Where focus goes back to once dismissed (the control that started the work), when it is not the element focused before. */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/**
 * The in-app replacement for `window.alert`: an alertdialog that takes the focus (on OK), closes on
 * OK or Escape, and gives the focus back.
 */
export function NoticeDialog({ notice, onClose, returnFocusTo }: NoticeDialogProps) {
  return (
    <AlertDialog open={notice !== null} onOpenChange={(open) => !open && onClose()}>
      {notice && (
        <AlertDialogContent
          {...(notice.detail ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.current;
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <AlertDialogTitle>{notice.title}</AlertDialogTitle>
          {notice.detail && <AlertDialogDescription className="whitespace-pre-line">{notice.detail}</AlertDialogDescription>}
          <AlertDialogFooter>
            <AlertDialogCancel>OK</AlertDialogCancel>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
