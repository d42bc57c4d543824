import { Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { StatusAlert } from '../../../components/status-alert';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/page-header';
import { PendingState } from '../../../components/page-states';
import { sessionQueryOptions } from '../../../lib/session-api';
import { rolesInWords } from '../admin-words';
import { SessionsSection } from './sessions-section';
import { ThrottlesSection } from './throttles-section';

/**
 * The administrator's console: who is signed in, and what slows sign-in down. The server
 * refuses these to anyone else; the page says so before asking it.
 */
export function AdminPage() {
  const session = useQuery(sessionQueryOptions);
  const person = session.data?.person;
  if (!person) return <PendingState />;

  if (!person.roles.includes('admin')) {
    return (
      <>
        <PageHeader title="Administration" />
        <StatusAlert
          color="orange"
          icon={<IconLock aria-hidden />}
          title="Only administrators can open this page"
          role="alert"
          maw={760}
        >
          <Text size="sm">
            It shows who is signed in and lets an administrator sign people out and clear sign-in
            throttles. You are signed in as {person.name} ({rolesInWords(person.roles)}). If you
            need it, ask your identity provider’s administrator for the administrator role.
          </Text>
        </StatusAlert>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Administration"
        description="Who is signed in to this dashboard, and sign-in slowed down by wrong passwords."
      />
      <Stack gap="lg">
        <SessionsSection />
        <ThrottlesSection />
      </Stack>
    </>
  );
}
