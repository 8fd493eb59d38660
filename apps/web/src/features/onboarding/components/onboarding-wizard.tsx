import { isBusinessDetailsRole } from '@tariq/contracts';
import type { TBusinessDetails, TBusinessDetailsRole, TSessionUser } from '@tariq/contracts';
import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChoiceChips } from '../../../components/choice-chips/choice-chips';
import { paths } from '../../../config/paths';
import { useBusinessDetails } from '../api/get-business-details';
import { useUpdateBusinessDetails } from '../api/update-business-details';
import { EMPTY_ANSWERS, QUESTIONS, isAnswered, toBusinessDetailsRequest, wizardSteps } from '../utils/wizard-steps';

/** The onboarding modal's width (spec 000 §9). */
const WIZARD_WIDTH = 562;

export type TOnboardingWizardProps = {
  user: TSessionUser;
  /** Called by the last step's button only: the wizard cannot be closed otherwise (spec 000 §2). */
  onClose: () => void;
};

/**
 * The first-login wizard (spec 000 §2, §4, §5): a few questions on the company's activity, sent on
 * the geographic radius step, then the documents step that leads to /profile/documents.
 */
export function OnboardingWizard({ user, onClose }: TOnboardingWizardProps) {
  if (!isBusinessDetailsRole(user.role)) return null;
  return <Wizard role={user.role} firstname={user.firstname} onClose={onClose} />;
}

function Wizard({ role, firstname, onClose }: { role: TBusinessDetailsRole; firstname: string; onClose: () => void }) {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const prefill = useBusinessDetails();
  const update = useUpdateBusinessDetails();
  // A second click while the first is on its way must not send again (spec 000 §5).
  const isSubmitting = useRef(false);
  const steps = wizardSteps(role);
  const questionCount = steps.length - 2;
  const [stepIndex, setStepIndex] = useState(0);
  // Null until the user changes something: the answers are then what sign-up gave (or nothing).
  const [edited, setEdited] = useState<TBusinessDetails | null>(null);
  const initial = prefill.data ?? EMPTY_ANSWERS;
  const answers = edited ?? initial;
  const step = steps[stepIndex]!;

  const back = () => {
    // Back from the first question starts over (spec 000 §4).
    if (stepIndex === 1) setEdited(null);
    update.reset();
    setStepIndex(stepIndex - 1);
  };

  const next = () => {
    if (step.kind !== 'question' || step.field !== 'geoGraphicRadius') {
      setStepIndex(stepIndex + 1);
      return;
    }
    if (isSubmitting.current) return;
    const request = toBusinessDetailsRequest(role, answers);
    if (!request) return;
    isSubmitting.current = true;
    update.mutate(request, {
      onSuccess: () => setStepIndex(stepIndex + 1),
      onSettled: () => {
        isSubmitting.current = false;
      },
    });
  };

  const finish = () => {
    void navigate(paths.profile.documents.getHref());
    onClose();
  };

  let title: ReactNode;
  let body: ReactNode;
  let actions: ReactNode;
  switch (step.kind) {
    case 'welcome':
      title = t('onboarding.welcome.title', { firstname });
      body = <Text>{t('onboarding.welcome.text')}</Text>;
      actions = (
        <Button onClick={next} disabled={prefill.isPending}>
          {t('onboarding.actions.next')}
        </Button>
      );
      break;
    case 'question': {
      const { field } = step;
      const question = QUESTIONS[field];
      const hasAnswer = isAnswered(answers, field);
      const set = (value: string | string[]) => setEdited({ ...answers, [field]: value });
      // The question names its group of answers; the title says where the user is.
      title = (
        <>
          {t('onboarding.dialog')}{' '}
          <Text span c="dimmed" inherit>
            {t('onboarding.counter', { current: stepIndex, total: questionCount })}
          </Text>
        </>
      );
      const label = t(`onboarding.questions.${field}`);
      body = (
        <Stack gap="xs">
          {question.isMultiple ? (
            <ChoiceChips
              multiple
              list={question.list}
              label={label}
              value={answers[field] as string[]}
              onChange={set}
            />
          ) : (
            <ChoiceChips list={question.list} label={label} value={answers[field] as string | null} onChange={set} />
          )}
          <Text size="sm" c="dimmed">
            {t(question.isMultiple ? 'onboarding.hints.multiple' : 'onboarding.hints.single')}
          </Text>
          {update.isError ? (
            <Alert color="red" role="alert">
              {t('onboarding.error')}
            </Alert>
          ) : null}
        </Stack>
      );
      actions = (
        <>
          <Button variant="default" onClick={back} disabled={update.isPending}>
            {t('onboarding.actions.back')}
          </Button>
          {/* Several answers: no button until one is chosen; one answer: the button waits for it (spec 000 §5). */}
          {question.isMultiple && !hasAnswer ? null : (
            <Button onClick={next} disabled={!hasAnswer} loading={update.isPending}>
              {t('onboarding.actions.next')}
            </Button>
          )}
        </>
      );
      break;
    }
    case 'final':
      title = t('onboarding.final.title');
      body = <Text>{t('onboarding.final.text')}</Text>;
      actions = <Button onClick={finish}>{t('onboarding.actions.finish')}</Button>;
      break;
  }

  return (
    <Modal
      opened
      // Closed only by completing it (spec 000 §2): no close button, Escape and a click outside do nothing.
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      size={WIZARD_WIDTH}
      centered
      title={title}
    >
      {prefill.isPending ? (
        <Center py="md" role="status" aria-label={t('onboarding.loading')}>
          <Loader />
        </Center>
      ) : (
        <Stack>
          {body}
          <Group justify="flex-end">{actions}</Group>
        </Stack>
      )}
    </Modal>
  );
}
