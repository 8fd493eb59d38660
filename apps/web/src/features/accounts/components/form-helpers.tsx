import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { i18next } from '../../../lib/i18n';

/**
 * A refused save: field errors from the server (already in the user's language) land on their
 * fields, and the alert says what to do; any other failure is the server's message. Returns the
 * alert's text.
 */
export function showSaveError<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  fieldNames: readonly string[],
): string {
  if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
    const unplaced: string[] = [];
    for (const [field, message] of Object.entries(error.fields)) {
      if (fieldNames.includes(field)) setError(field as Path<TValues>, { type: 'server', message });
      else unplaced.push(message);
    }
    // A field the form does not show (should the contract grow) is still said, not lost.
    return [i18next.t('errors.VALIDATION', { ns: 'errors' }), ...unplaced].join(' ');
  }
  return errorMessage(error);
}

/** One card of a tab: its title, its fields, the alert of its last failed save and its save button. */
export function FormCard({
  title,
  label,
  onSubmit,
  children,
  error,
  isSaving,
  canSave,
  saveLabel,
}: {
  title: string;
  /** The form's accessible name (its title by default). */
  label?: string;
  onSubmit: () => void;
  children: ReactNode;
  error: string | null;
  isSaving: boolean;
  /** False while nothing changed: there is nothing to save. */
  canSave: boolean;
  saveLabel: string;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <form
        aria-label={label ?? title}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack>
          <Title order={2} size="h4">
            {title}
          </Title>
          {error ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {error}
            </Alert>
          ) : null}
          {children}
          <Group justify="flex-end">
            <Button type="submit" loading={isSaving} disabled={!canSave || isSaving}>
              {saveLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
