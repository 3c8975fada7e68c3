import '@mantine/spotlight/styles.css';
import { Box, Center, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Spotlight } from '@mantine/spotlight';
import {
  IconBeach,
  IconBriefcase,
  IconCalendarEvent,
  IconChecklist,
  IconArrowLeft,
  IconFileCertificate,
  IconFingerprint,
  IconHistory,
  IconMailOpened,
  IconPlus,
  IconSearch,
  IconUser,
  type Icon,
} from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SearchKind } from '../../../../../shared/schemas/search.schema.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSessionUser } from '../../../lib/auth/get-me.ts';
import { readRecent, rememberRecent, type RecentItem } from '../../../lib/search/recent-items.ts';
import type { AddTaskRequest, ApplyLeaveRequest } from '../../../lib/shortcuts/shortcuts.ts';
import { useSearch } from '../api/search.ts';
import { KIND_LABELS, MORE_LABELS, showHit } from '../search-hits.ts';
import type { SearchPaletteProps } from '../search-store.ts';
import { searchStore } from '../search-store.ts';

/**
 * How long typing must pause before the palette asks (the lists wait 800 ms; this answers as one
 * types). With the request and the render, the answer shows ~130 ms after the last keystroke on
 * the demo (`npm run bench -- --palette`, budget 150 ms); at 120 ms it was ~190 ms.
 */
const DEBOUNCE_MS = 60;

const ICONS: Record<SearchKind, Icon> = {
  task: IconChecklist,
  person: IconUser,
  project: IconBriefcase,
  leave: IconBeach,
  holiday: IconCalendarEvent,
  letter: IconMailOpened,
  document: IconFileCertificate,
};

/** The address state asking a page for a form, afresh at each press (it opens once per request). */
function formRequest(request: 'applyLeave' | 'addTask'): ApplyLeaveRequest | AddTaskRequest {
  return request === 'applyLeave' ? { applyLeave: Date.now() } : { addTask: Date.now() };
}

/** A quick action of the empty box. */
interface QuickAction {
  label: string;
  icon: Icon;
  run: () => void;
}

/**
 * The global search (issue 31), opened by the top bar's box, Ctrl/Cmd+K or `/` (search-box.tsx,
 * which loads it on first use). Typing searches
 * tasks, people, projects, leave, holidays, letter requests and HR documents the person may see,
 * grouped by kind; arrows move, Enter opens. The empty box offers the recent items and quick
 * actions (Apply leave, Add task, Mark attendance).
 */
export function SearchPalette({ attendance }: SearchPaletteProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionUser();
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<SearchKind | null>(null);
  const [debounced] = useDebouncedValue(query.trim(), DEBOUNCE_MS);
  // Read as it opens; the first time, it mounts already open (the box asked for it).
  const [recent, setRecent] = useState<RecentItem[]>(() => readRecent(user.id));
  const results = useSearch({ q: debounced, kind });

  const open = (hit: RecentItem) => {
    rememberRecent(user.id, hit);
    void navigate(hit.path);
  };

  const ask = (path: string, request: 'applyLeave' | 'addTask') =>
    void navigate(path, { state: formRequest(request) });
  const quickActions: QuickAction[] = [
    { label: 'Apply leave', icon: IconCalendarEvent, run: () => ask('/leave-approval', 'applyLeave') },
    { label: 'Add task', icon: IconPlus, run: () => ask('/tasks-list', 'addTask') },
    ...(attendance ? [{ label: attendance.label, icon: IconFingerprint, run: attendance.run }] : []),
  ];

  const typed = query.trim();
  // What is shown answers what is typed now (an earlier answer stays while the next one comes).
  const answer = typed && results.data ? results.data : null;
  // Busy until the answer shown is the one to what is typed now (for assistive technology, and
  // for the palette's bench, scripts/bench-palette.ts).
  const busy = typed !== '' && (debounced !== typed || results.isFetching);
  const waiting = busy && !answer;

  return (
    <Spotlight.Root
      store={searchStore}
      query={query}
      onQueryChange={(value) => {
        setQuery(value);
        setKind(null);
      }}
      shortcut={null}
      scrollable
      maxHeight="min(70vh, 560px)"
      onSpotlightOpen={() => setRecent(readRecent(user.id))}
      onSpotlightClose={() => setKind(null)}
      // The dialog's name for assistive technology: a title kept out of sight (the box says it).
      title={t('Search')}
      styles={{ header: { display: 'none' } }}
    >
      <Spotlight.Search
        placeholder={t('Search tasks, people, projects, leave…')}
        aria-label={t('Search')}
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSection={results.isFetching ? <Loader size={16} aria-label={t('Searching…')} /> : null}
      />
      <Spotlight.ActionsList aria-label={t('Search results')} aria-busy={busy}>
        {!typed && (
          <>
            {recent.length > 0 && (
              <ResultGroup label={t('Recent')}>
                {recent.map((hit) => (
                  <HitAction key={hit.key} hit={hit} onOpen={open} icon={IconHistory} />
                ))}
              </ResultGroup>
            )}
            <ResultGroup label={t('Quick actions')}>
              {quickActions.map((action) => {
                const Icon = action.icon;
                return (
                  <Spotlight.Action
                    key={action.label}
                    label={t(action.label)}
                    leftSection={<Icon size={18} aria-hidden />}
                    onClick={action.run}
                  />
                );
              })}
            </ResultGroup>
          </>
        )}
        {waiting && (
          <Center p="md">
            <Loader size="sm" aria-label={t('Searching…')} />
          </Center>
        )}
        {typed && results.isError && !answer && (
          <Spotlight.Empty>
            <Text c="red.8" size="sm" role="alert">
              {t(errorMessage(results.error))}
            </Text>
          </Spotlight.Empty>
        )}
        {answer?.groups.map((group) => (
          <ResultGroup key={group.kind} label={t(KIND_LABELS[group.kind])}>
            {group.items.map((item) => {
              const hit = showHit(item, t);
              return <HitAction key={hit.key} hit={hit} onOpen={open} icon={ICONS[hit.kind]} />;
            })}
            {group.more && !kind && (
              <Spotlight.Action
                label={t(MORE_LABELS[group.kind])}
                leftSection={<IconSearch size={18} aria-hidden />}
                closeSpotlightOnTrigger={false}
                onClick={() => setKind(group.kind)}
              />
            )}
          </ResultGroup>
        ))}
        {kind && answer && (
          <Spotlight.Action
            label={t('Back to all results')}
            leftSection={<IconArrowLeft size={18} aria-hidden />}
            closeSpotlightOnTrigger={false}
            onClick={() => setKind(null)}
          />
        )}
        {answer && answer.groups.length === 0 && debounced === typed && (
          <Spotlight.Empty>{t('Nothing found for “{{query}}”.', { query: typed })}</Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}

function HitAction({
  hit,
  onOpen,
  icon: Icon,
}: {
  hit: RecentItem;
  onOpen: (hit: RecentItem) => void;
  icon: Icon;
}) {
  return (
    <Spotlight.Action
      label={hit.title}
      description={hit.description}
      leftSection={<Icon size={18} aria-hidden />}
      onClick={() => onOpen(hit)}
      // A long name or line wraps rather than widening the palette.
      styles={{ actionLabel: { overflowWrap: 'anywhere' }, actionDescription: { overflowWrap: 'anywhere' } }}
    />
  );
}

/**
 * A group of the list under its heading, named for assistive technology (Spotlight's own group
 * shows its label through CSS only, which screen readers may not read).
 */
function ResultGroup({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box role="group" aria-labelledby={id} pt={6}>
      <Text id={id} size="xs" fw={700} c="gray.7" px="sm" py={4}>
        {label}
      </Text>
      {children}
    </Box>
  );
}
