import { createSpotlight } from '@mantine/spotlight';

/**
 * The search palette's own store: the top bar's box and the shortcuts open it before the palette
 * itself has loaded (it opens as it mounts), and no other spotlight shares it.
 */
export const [searchStore, searchPalette] = createSpotlight();

/** What the top bar gives the palette. */
export interface SearchPaletteProps {
  /** The top bar's attendance action (Mark attendance, Punch out), when there is one today. */
  attendance: { label: string; run: () => void } | null;
}
