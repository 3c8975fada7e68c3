import { Stack } from '@mantine/core';
import { PersonActivityCard } from '../../components/events/person-activity-card.tsx';
import { PersonAppraisalsCard } from '../../features/appraisals/components/person-appraisals-card.tsx';
import { PersonAttendanceCard } from '../../features/attendance-grid/components/person-attendance-card.tsx';
import { PersonLettersCard } from '../../features/letters/components/person-letters-card.tsx';
import { PersonTaxProofsCard } from '../../features/tax-proofs/components/person-tax-proofs-card.tsx';
import { PersonLeaveYearCard } from '../../features/leave/components/person-leave-year-card.tsx';
import { PersonTeamCard } from '../../features/org/components/person-team-card.tsx';
import { PersonTasksCard } from '../../features/tasks/components/person-tasks-card.tsx';
import { PersonLeaveCard } from '../../features/users/components/person-leave-card.tsx';
import { UserProfilePage } from '../../features/users/pages/user-profile-page.tsx';

/**
 * /user/{guid}, one page per person (issue 31): their profile with, first, an overview of their
 * tasks, this month's attendance, their leave balances and this year's leave, their appraisals, their letter requests and IT proofs (for them and HR), their team and their recent activity, each section from its own
 * area and within that area's scope for the viewer.
 */
export function PersonPage() {
  return (
    <UserProfilePage
      overview={(user) => (
        <Stack gap="lg">
          <PersonTasksCard userId={user.id} />
          <PersonAttendanceCard userId={user.id} />
          <PersonLeaveCard userId={user.id} />
          <PersonLeaveYearCard userId={user.id} />
          <PersonAppraisalsCard userId={user.id} />
          <PersonLettersCard userId={user.id} />
          <PersonTaxProofsCard userId={user.id} />
          <PersonTeamCard userId={user.id} />
          <PersonActivityCard userId={user.id} />
        </Stack>
      )}
    />
  );
}
