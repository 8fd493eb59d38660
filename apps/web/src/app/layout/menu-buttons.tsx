import type { TSessionUser } from '@tariq/contracts';
import { Avatar, Button, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { ButtonProps, ElementProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

// The header's menu buttons, drawn alike by their stand-in (user-menus.tsx) and by the real menu
// that replaces it once its code is there (user-menu-panels.tsx).

type TButtonProps = ElementProps<'button'> & { ref?: Ref<HTMLButtonElement> };

/** An entry of the wide screens' menu that opens a submenu ('Recherche de fret', 'Véhicules'…). */
export function SubmenuButton({
  label,
  active,
  ...props
}: ButtonProps & TButtonProps & { label: string; active: boolean }) {
  return (
    <Button
      variant={active ? 'light' : 'subtle'}
      color="gray"
      rightSection={<IconChevronDown size={14} aria-hidden />}
      {...props}
    >
      {label}
    </Button>
  );
}

/**
 * The profile menu's button: initials, then name and company when there is room for them: from a
 * phone held wide to the tablet, and on wide screens; not where the horizontal menu only just fits
 * (styles.css, `.tariq-profile-name`).
 */
export function ProfileButton({ user, ...props }: TButtonProps & { user: TSessionUser }) {
  const { t } = useTranslation();
  // First letter of the last name, then the first name (spec 000 §2).
  const displayName = `${user.lastname.charAt(0).toUpperCase()}. ${user.firstname}`;
  return (
    // Named by what it shows (initials, then name and company when wide enough) and then what it
    // is, so a user who says what they see (voice control) reaches it (WCAG 2.5.3, label in name).
    <UnstyledButton data-testid="profile-menu" {...props}>
      <Group gap="xs" wrap="nowrap">
        <Avatar src={user.logo} alt="" radius="xl" color="blue">
          {user.lastname.charAt(0).toUpperCase()}
          {user.firstname.charAt(0).toUpperCase()}
        </Avatar>
        <Stack gap={0} visibleFrom="sm" className="tariq-profile-name">
          <Text size="sm" fw={600} lh={1.2}>
            {displayName}
          </Text>
          <Text size="xs" c="dimmed" lh={1.2}>
            {user.society}
          </Text>
        </Stack>
        <IconChevronDown size={14} aria-hidden />
        <VisuallyHidden>{t('header.profileMenu')}</VisuallyHidden>
      </Group>
    </UnstyledButton>
  );
}
