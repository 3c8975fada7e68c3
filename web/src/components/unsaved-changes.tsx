import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useBlocker, type BlockerFunction, type Location } from 'react-router';

// The question's dialog loads only once a form holds changes: pages that never ask (sign-in)
// do not download the modal's code.
const loadConfirmDialog = () => import('./confirm-dialog.tsx');
const ConfirmDialog = lazy(async () => ({ default: (await loadConfirmDialog()).ConfirmDialog }));

interface UnsavedChangesRegistry {
  /** Marks the form `id` as holding changes not saved yet, or not. */
  mark: (id: string, dirty: boolean) => void;
  /** Asks whether to leave the unsaved changes behind: true when the person says yes, or at once when nothing is unsaved. */
  confirmDiscard: () => Promise<boolean>;
}

const UnsavedChangesContext = createContext<UnsavedChangesRegistry | null>(null);

/**
 * The history state of a navigation that throws the changes away on purpose (a form's Cancel):
 * it leaves without asking.
 */
export const DISCARD_CHANGES_STATE = { discardChanges: true } as const;

/**
 * Where leaving never asks: the sign-in page (reached by signing out or by a lost session, when
 * nothing can be saved any more) and a navigation made with DISCARD_CHANGES_STATE.
 */
function leavesWithoutAsking(next: Location): boolean {
  const state = next.state as Partial<typeof DISCARD_CHANGES_STATE> | null;
  return next.pathname.toLowerCase() === '/login' || state?.discardChanges === true;
}

/**
 * Around every page: while any form on screen holds unsaved changes, leaving it asks first —
 * a link, Back or Forward (the router's blocker), a reload or closing the tab (the browser's own
 * prompt), and closing a `FormModal` (Esc, the cross). One question for all of them.
 */
export function UnsavedChangesBoundary() {
  const { t } = useTranslation();
  // The forms holding changes: a ref that the blocker reads at the moment of a navigation (so a
  // Back right after typing is caught), mirrored in state for the browser's own prompt.
  const dirtyForms = useRef(new Set<string>());
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState<((leave: boolean) => void) | null>(null);
  // The question being asked: a second request while it is open (Esc on the question also reaches
  // the modal beneath, whose close asks) waits for the same answer instead of asking again.
  const question = useRef<Promise<boolean> | null>(null);

  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        dirtyForms.current.size > 0 &&
        !leavesWithoutAsking(nextLocation) &&
        (currentLocation.pathname !== nextLocation.pathname ||
          currentLocation.search !== nextLocation.search),
      [],
    ),
  );

  useEffect(() => {
    if (!dirty) return undefined;
    void loadConfirmDialog();
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const registry = useMemo<UnsavedChangesRegistry>(
    () => ({
      mark: (id, isDirty) => {
        if (isDirty) dirtyForms.current.add(id);
        else dirtyForms.current.delete(id);
        setDirty(dirtyForms.current.size > 0);
      },
      confirmDiscard: () => {
        if (dirtyForms.current.size === 0) return Promise.resolve(true);
        question.current ??= new Promise<boolean>((resolve) => {
          // Asked once the Esc or click that closed the modal has finished: the new dialog must
          // not take the rest of that same key press as its own Esc.
          window.setTimeout(() =>
            setAsking(() => (leave: boolean) => {
              question.current = null;
              setAsking(null);
              resolve(leave);
            }),
          );
        });
        return question.current;
      },
    }),
    [],
  );

  const blocked = blocker.state === 'blocked';
  const answer = (leave: boolean) => {
    if (asking) asking(leave);
    if (blocker.state === 'blocked') {
      if (leave) blocker.proceed();
      else blocker.reset();
    }
  };

  return (
    <UnsavedChangesContext.Provider value={registry}>
      <Outlet />
      {(blocked || asking !== null) && (
        <Suspense fallback={null}>
          <ConfirmDialog
            opened
            title={t('Are you sure?')}
            message={t('You have unsaved changes. Leave without saving them?')}
            confirmLabel={t('Yes, leave')}
            pending={false}
            onConfirm={() => answer(true)}
            onClose={() => answer(false)}
          />
        </Suspense>
      )}
    </UnsavedChangesContext.Provider>
  );
}

/** The forms inside one modal: what closing that modal would throw away (see FormModal). */
export interface ModalScope {
  dirtyForms: Set<string>;
}

export const ModalScopeContext = createContext<ModalScope | null>(null);

/** Asks whether to leave unsaved changes behind: true when the person agrees, or when nothing is unsaved. */
export function useConfirmDiscard(): () => Promise<boolean> {
  const registry = useContext(UnsavedChangesContext);
  return registry ? registry.confirmDiscard : () => Promise.resolve(true);
}

/**
 * Declares whether this form holds unsaved changes: typically `isDirty && !submitting` (a form
 * being saved, or saved, has nothing to lose). Leaving the page then asks first, and so does
 * closing the `FormModal` the form sits in.
 */
export function useUnsavedChanges(dirty: boolean): void {
  const registry = useContext(UnsavedChangesContext);
  const scope = useContext(ModalScopeContext);
  const id = useId();

  useEffect(() => {
    registry?.mark(id, dirty);
    if (dirty) scope?.dirtyForms.add(id);
    else scope?.dirtyForms.delete(id);
  }, [registry, scope, id, dirty]);
  useEffect(
    () => () => {
      registry?.mark(id, false);
      scope?.dirtyForms.delete(id);
    },
    [registry, scope, id],
  );
}
