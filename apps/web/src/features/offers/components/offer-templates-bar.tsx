import { OFFER_LIMITS, ZOfferTemplateRequest } from '@tariq/contracts/offers';
import type { TOfferTemplate } from '@tariq/contracts';
import { ActionIcon, Button, Group, Modal, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { Select } from '../../../components/select/select';
import { useDisclosure } from '@mantine/hooks';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { contractResolver } from '../../../lib/form-resolver';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useCreateOfferTemplate } from '../api/create-offer-template';
import { useDeleteOfferTemplate } from '../api/delete-offer-template';
import { offerTemplatesQueryOptions } from '../api/get-offer-templates';
import { offerFormFrom, toTemplateOffer } from '../utils/offer-form-values';
import type { TOfferFormValues } from '../utils/offer-form-values';

// The template's name is checked here; its offer is the form's, a draft the server checks.
const nameResolver = contractResolver(ZOfferTemplateRequest.pick({ name: true }));

export type TOfferTemplatesBarProps = {
  getValues: () => TOfferFormValues;
  reset: (values: TOfferFormValues) => void;
  /** Applied once its templates have arrived (`?template=` of the page). */
  initialTemplateId?: string | null;
};

/** 'Créer à partir d'un modèle' and 'Enregistrer comme modèle' (spec 001 §2), above the offer form. */
export function OfferTemplatesBar({ getValues, reset, initialTemplateId }: TOfferTemplatesBarProps) {
  const { t } = useTranslation('offerForm');
  const templates = useQuery(offerTemplatesQueryOptions());
  const [selected, setSelected] = useState<string | null>(null);
  const [appliedInitial, setAppliedInitial] = useState(false);
  const [saving, { open: openSave, close: closeSave }] = useDisclosure(false);
  const [deleting, { open: openDelete, close: closeDelete }] = useDisclosure(false);
  const nameForm = useForm<{ name: string }>({ resolver: nameResolver, defaultValues: { name: '' } });
  const nameError = nameForm.formState.errors.name;
  const createTemplate = useCreateOfferTemplate();
  const deleteTemplate = useDeleteOfferTemplate();

  function apply(template: TOfferTemplate) {
    // The copies and dates of a template's day are rarely those of today: the dates stay as saved,
    // the checks of the form say when one is past.
    reset(offerFormFrom(template.offer));
    setSelected(template.id);
    void toastSuccess(t('offerForm.templates.applied', { name: template.name }));
  }

  if (!appliedInitial && initialTemplateId && templates.data) {
    setAppliedInitial(true);
    const template = templates.data.find((entry) => entry.id === initialTemplateId);
    if (template) apply(template);
  }

  const save = nameForm.handleSubmit(async ({ name }) => {
    try {
      const template = await createTemplate.mutateAsync({ name, offer: toTemplateOffer(getValues()) });
      closeSave();
      nameForm.reset();
      setSelected(template.id);
      void toastSuccess(t('offerForm.templates.saved', { name: template.name }));
    } catch (error) {
      const message = error instanceof ApiError && error.fields.name ? error.fields.name : errorMessage(error);
      nameForm.setError('name', { type: 'server', message });
    }
  });

  async function remove() {
    if (!selected) return;
    try {
      await deleteTemplate.mutateAsync(selected);
      setSelected(null);
      closeDelete();
      void toastSuccess(t('offerForm.templates.deleted'));
    } catch (error) {
      void toastError(errorMessage(error));
    }
  }

  const list = templates.data ?? [];
  const selectedTemplate = list.find((entry) => entry.id === selected);
  return (
    <Paper withBorder p="md" radius="md" bg="gray.0">
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('offerForm.templates.use')}
          placeholder={list.length ? t('offerForm.templates.choose') : t('offerForm.templates.none')}
          data={list.map((entry) => ({ value: entry.id, label: entry.name }))}
          value={selected}
          disabled={list.length === 0}
          searchable
          onChange={(id) => {
            const template = list.find((entry) => entry.id === id);
            if (template) apply(template);
          }}
          style={{ flex: 1, minWidth: 220 }}
        />
        {selectedTemplate ? (
          <Tooltip label={t('offerForm.templates.delete')}>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              onClick={openDelete}
              aria-label={t('offerForm.templates.delete')}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ) : null}
        <Button variant="default" leftSection={<IconDeviceFloppy size={16} aria-hidden />} onClick={openSave}>
          {t('offerForm.templates.save')}
        </Button>
      </Group>

      <Modal opened={saving} onClose={closeSave} title={t('offerForm.templates.save')}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <Stack>
            <Text size="sm">{t('offerForm.templates.saveHint', { max: OFFER_LIMITS.templatesPerCompany })}</Text>
            <TextInput
              label={t('offerForm.templates.name')}
              required
              data-autofocus
              // An empty name says what it is for, rather than the contract's 'required'.
              error={
                nameError && !nameForm.getValues('name').trim()
                  ? t('offerForm.templates.nameRequired')
                  : nameError?.message
              }
              {...nameForm.register('name', { onChange: () => nameForm.clearErrors('name') })}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={closeSave}>
                {t('offerForm.templates.cancel')}
              </Button>
              <Button type="submit" loading={createTemplate.isPending}>
                {t('offerForm.templates.saveConfirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>

      <Modal opened={deleting} onClose={closeDelete} title={t('offerForm.templates.delete')}>
        <Stack>
          <Text size="sm">{t('offerForm.templates.deleteConfirm', { name: selectedTemplate?.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={closeDelete}>
              {t('offerForm.templates.cancel')}
            </Button>
            <Button color="red" loading={deleteTemplate.isPending} onClick={() => void remove()}>
              {t('offerForm.templates.deleteAction')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
