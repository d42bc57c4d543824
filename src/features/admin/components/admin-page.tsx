import { Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { StatusAlert } from '../../../components/status-alert';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/page-header';
import { PendingState } from '../../../components/page-states';
import { sessionQueryOptions } from '../../../lib/session-api';
import { rolesInWords } from '../admin-words';
import { ApiKeysSection } from './api-keys-section';
import { ContractAbisSection } from './contract-abis-section';
import { OrganizationSection } from './organization-section';
import { PeopleSection } from './people-section';
import { RoleGrantsSection } from './role-grants-section';
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
            It lists people and their roles, shows who is signed in and who holds an API key, and
            lets an administrator sign people out, revoke keys, clear sign-in throttles, choose the
            organization served and register contract ABIs. You are signed in as {person.name} (
            {rolesInWords(person.roles)}). If you need it, ask your identity provider’s
            administrator for the administrator role.
          </Text>
        </StatusAlert>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Administration"
        description="Who may sign in and with which roles, who is signed in now, who holds an API key, sign-in slowed down by wrong passwords, the organization served, and the contract ABIs calls are decoded with."
      />
      <Stack gap="lg">
        <RoleGrantsSection selfSubject={person.subject} />
        <PeopleSection selfSubject={person.subject} />
        <SessionsSection />
        <ApiKeysSection />
        <ThrottlesSection />
        <OrganizationSection />
        <ContractAbisSection />
      </Stack>
    </>
  );
}
