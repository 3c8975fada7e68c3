import { Avatar, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MemberPreview } from '../../../../../shared/schemas/projects.schema.ts';

interface MemberAvatarsProps {
  /** The first members, as the server sends them. */
  members: MemberPreview[];
  memberCount: number;
  /** How many avatars show before '+N'. */
  shown: number;
  size?: number;
}

/** A stack of member avatars, then '+N' for the rest (spec 001 §2.6: 3 avatars, then '+N'). */
export function MemberAvatars({ members, memberCount, shown, size = 34 }: MemberAvatarsProps) {
  const { t } = useTranslation();
  const visible = members.slice(0, shown);
  const rest = memberCount - visible.length;
  if (memberCount === 0) return null;
  return (
    <Tooltip.Group openDelay={200} closeDelay={100}>
      <Avatar.Group spacing={6}>
        {visible.map((member) => (
          <Tooltip key={member.id} label={member.fullName} withArrow>
            <Avatar
              src={member.avatarUrl}
              name={member.fullName}
              color="initials"
              size={size}
              alt={member.fullName}
            />
          </Tooltip>
        ))}
        {rest > 0 && (
          <Avatar size={size} aria-label={t('{{number}} more members', { number: rest })}>
            +{rest}
          </Avatar>
        )}
      </Avatar.Group>
    </Tooltip.Group>
  );
}
