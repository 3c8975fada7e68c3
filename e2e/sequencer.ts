import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take far longer than their size tells (vitest starts the largest files first when it
 * has no timings yet, as on a fresh clone): the accessibility run is a short file whose work is in
 * its kit, and it takes a hundred seconds. Started last, it kept one worker busy alone for most of
 * that time; started first, the other worker runs the rest beside it.
 */
const LONG_FILES = ['accessibility.e2e.ts'];

const isLong = (spec: TestSpecification) => LONG_FILES.some((name) => spec.moduleId.endsWith(`/e2e/${name}`));

export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter(isLong), ...sorted.filter((spec) => !isLong(spec))];
  }
}
