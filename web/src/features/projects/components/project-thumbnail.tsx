import { Avatar, type MantineSize } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';

/** The first letter of a project's name, shown when it has no thumbnail (spec 001 §2.6). */
export function firstLetter(name: string): string {
  return Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '?';
}

interface ProjectThumbnailProps {
  name: string;
  url: string | null;
  size?: MantineSize | number;
}

/**
 * A project's picture, or its first letter. The letter also shows when the picture cannot load,
 * since Avatar falls back to its children.
 */
export function ProjectThumbnail({ name, url, size = 56 }: ProjectThumbnailProps) {
  return (
    <Avatar src={url} alt="" size={size} radius="md" color="blue" variant="light" aria-hidden>
      {/* A project still being named (the add form) has no letter yet. */}
      {name.trim() ? firstLetter(name) : <IconPhoto size="55%" stroke={1.5} />}
    </Avatar>
  );
}
