import { Box, Center, Container, Group, Paper, Stack } from '@mantine/core';
import { Outlet } from 'react-router';
import { useDocumentTitle } from '../page-handle.ts';
import { Brand } from './brand.tsx';
import { Copyright } from './copyright.tsx';
import { LanguageMenu } from './language-menu.tsx';

/** The frame of the sign-in, recovery and link pages: a centred card, the language menu, the footer. */
export function GuestLayout() {
  useDocumentTitle();
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)">
      <Group justify="space-between" px="md" py="sm">
        <Brand />
        <LanguageMenu />
      </Group>
      <Container size={440} py="xl">
        <Stack gap="lg">
          <Paper component="main" withBorder shadow="sm" radius="md" p="xl">
            <Outlet />
          </Paper>
          <Center>
            <Copyright />
          </Center>
        </Stack>
      </Container>
    </Box>
  );
}
