import { lazy, type ComponentType } from 'react';
import type { Area } from './areas.ts';
import { loadAreas } from './i18n.ts';

/**
 * A component loaded on first use with the translation areas it shows (areas.ts), as router.tsx
 * `areaPage` loads a page: for a part of the signed-in shell, which may itself use the common
 * areas only, whose code and strings come when it is first opened. `preload` starts both early
 * (on hover or focus). `npm run lint` (scripts/check-translations.ts) checks the areas against
 * the keys the loaded modules spell.
 */
export function lazyWithAreas<P extends object>(
  areas: readonly Area[],
  load: () => Promise<ComponentType<P>>,
) {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (pending ??= Promise.all([load(), loadAreas(areas)]).then(
      ([Component]) => ({ default: Component }),
      (error: unknown) => {
        // Offline or a new deployment: the next opening tries again.
        pending = undefined;
        throw error;
      },
    ));
  return Object.assign(lazy(preload), { preload });
}
