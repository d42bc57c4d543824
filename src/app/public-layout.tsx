import { Center, Paper } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';

/** The frame of pages shown before anyone is signed in. */
export function PublicLayout() {
  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder radius="md" p="xl" w={480} maw="100%">
        <Outlet />
      </Paper>
    </Center>
  );
}
