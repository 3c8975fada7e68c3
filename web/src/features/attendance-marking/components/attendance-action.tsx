import { Button, Menu } from '@mantine/core';
import { IconCamera, IconDoorExit } from '@tabler/icons-react';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAttendanceToday } from '../api/get-attendance-today.ts';
import { MarkAttendanceModal } from './mark-attendance-modal.tsx';
import { PunchOutModal } from './punch-out-modal.tsx';

/** What today's state lets the person do: mark attendance, punch out, or nothing (spec 000 §4). */
export type AttendanceActionKind = 'mark' | 'punchOut';

export interface AttendanceAction {
  /** Null when Done, and while the state is unknown (loading, or it failed to load). */
  kind: AttendanceActionKind | null;
  open: () => void;
  /** The modals, to render once wherever the action lives. */
  dialogs: ReactNode;
}

/** Each action's name (translation keys): the button's, the menu entry's and the search's quick action. */
export const ATTENDANCE_ACTION_LABELS: Record<AttendanceActionKind, string> = {
  mark: 'Mark attendance',
  punchOut: 'Punch out',
};
const ICONS: Record<AttendanceActionKind, typeof IconCamera> = { mark: IconCamera, punchOut: IconDoorExit };

/**
 * The top bar's attendance action, shared by its button (large screens) and the profile menu's
 * entry (small screens, spec 000 §2 Layout): one state, one pair of modals.
 */
export function useAttendanceAction(): AttendanceAction {
  const today = useAttendanceToday();
  const [dialog, setDialog] = useState<AttendanceActionKind | null>(null);
  const state = today.data?.state;
  const kind: AttendanceActionKind | null =
    state === 'pending' ? 'mark' : state === 'checkedIn' ? 'punchOut' : null;
  const open = useCallback(() => setDialog(kind), [kind]);
  const close = useCallback(() => setDialog(null), []);
  const dialogs = (
    <>
      <MarkAttendanceModal opened={dialog === 'mark'} onClose={close} />
      <PunchOutModal opened={dialog === 'punchOut'} onClose={close} />
    </>
  );
  return { kind, open, dialogs };
}

/** The top bar's button: Mark attendance, then Punch out, then none. */
export function AttendanceButton({ action }: { action: AttendanceAction }) {
  const { t } = useTranslation();
  if (!action.kind) return null;
  const Icon = ICONS[action.kind];
  return (
    <Button
      size="xs"
      variant={action.kind === 'mark' ? 'filled' : 'light'}
      leftSection={<Icon size={16} aria-hidden />}
      onClick={action.open}
    >
      {t(ATTENDANCE_ACTION_LABELS[action.kind])}
    </Button>
  );
}

/** The same action as an entry of the profile menu, for screens too small for the button. */
export function AttendanceMenuItem({ action }: { action: AttendanceAction }) {
  const { t } = useTranslation();
  if (!action.kind) return null;
  const Icon = ICONS[action.kind];
  return (
    <Menu.Item hiddenFrom="sm" leftSection={<Icon size={16} aria-hidden />} onClick={action.open}>
      {t(ATTENDANCE_ACTION_LABELS[action.kind])}
    </Menu.Item>
  );
}
