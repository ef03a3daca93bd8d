import { useId, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { MapPin } from 'lucide-react';
import { Button, Dialog, useToast } from '@forkcast/design-system';
import { TextField } from '@forkcast/design-system/text-field';
import { ZipCheckAdornment, placeName } from '@forkcast/design-system/zip-check-adornment';
import { ChipGroup } from '@forkcast/design-system/chip-group';
import { Switch } from '@forkcast/design-system/switch';
import { ZIP_LENGTH, geocodeZipQuery, useZipCheck } from '@forkcast/api-client';
import type { Partnership, SoloActiveSession, User } from '@forkcast/contracts';
import {
  DECK_SIZES,
  GROUP_MAX_PARTNERS,
  GROUP_MIN_PARTNERS,
  GROUP_SIZE_MESSAGE,
  SESSION_DECK_SIZE,
  freeSessionsLeft,
  otherPartner,
  partnerDisplayName,
  soloProgressText,
  type DeckSize,
} from '@forkcast/contracts/domain';
import { useStartSession } from '../hooks/use-start-session';
import type { PartnerChoice } from './partner-list';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: User;
  /** The partner to swipe with; null for a solo session. */
  partner: PartnerChoice | null;
  /** The user's own solo session in progress (home's poll): a solo start offers to continue it. */
  soloInProgress?: SoloActiveSession | null;
  onContinue?: (session: SoloActiveSession) => void;
  /**
   * The user's partnerships: with two or more, a partnered start shows a members picker, the chosen
   * partner ticked; ticking more starts a group session with 2–5 of them.
   */
  partnerships?: readonly Partnership[];
  /** Opened from "Start group": the picker with nobody ticked yet. */
  group?: boolean;
}

/**
 * docs/product.md › Screens › Start session: swipe around the saved location, or around another ZIP typed here
 * (optional, checked after typing pauses). Starting with something typed that is not a valid ZIP is
 * refused rather than silently falling back to the saved location. "Open now" deals only places open
 * at the start.
 */
export function StartSessionDialog({
  open,
  onOpenChange,
  user,
  partner,
  soloInProgress = null,
  onContinue,
  partnerships = [],
  group = false,
}: Props) {
  const formId = useId();
  const picking = partnerships.length >= 2 && (group || partner !== null);
  const [picked, setPicked] = useState<readonly string[]>(() => (partner && !group ? [partner.partnershipId] : []));
  // The ZIP is optional: focusing it would open a phone's keyboard over the dialog. The main action (Start, or
  // Continue when that is the only way on) is what most want.
  const mainAction = useRef<HTMLButtonElement>(null);
  const { toast, dismiss } = useToast();
  // The form's own refusal ('Pick your group', 'Invalid location'): gone once a start goes ahead, so it
  // never follows into the swipe room.
  const refusal = useRef<string | null>(null);
  const refuse = (title: string, description: string) => {
    refusal.current = toast({ title, description, variant: 'destructive' });
  };
  const [zipCode, setZipCode] = useState('');
  const [openNow, setOpenNow] = useState(false);
  const [deckSize, setDeckSize] = useState<DeckSize>(SESSION_DECK_SIZE);
  const check = useZipCheck(zipCode);
  const { start, isStarting } = useStartSession(user, {
    // Nothing more to do here at the limit; closing also lets the toast's Get Premium be reached.
    onSessionLimit: () => onOpenChange(false),
  });

  const saved = user.preferences?.location;
  // Preferences keep only the ZIP; the city is looked up (and cached) to label the saved location.
  const savedPlace = useQuery({ ...geocodeZipQuery(saved?.zipCode ?? ''), enabled: open && Boolean(saved) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isStarting || !saved) return;
    // One ticked partner is a pair session; two or more a group.
    let partnershipId = partner?.partnershipId ?? null;
    let partnershipIds: string[] | undefined;
    if (picking) {
      if (picked.length === 0 || (group && picked.length < GROUP_MIN_PARTNERS) || picked.length > GROUP_MAX_PARTNERS) {
        refuse('Pick your group', GROUP_SIZE_MESSAGE);
        return;
      }
      if (picked.length === 1) partnershipId = picked[0]!;
      else partnershipIds = [...picked];
    }
    if (check.status !== 'empty' && check.status !== 'valid') {
      refuse('Invalid location', 'Please enter a valid zip code or leave blank to use your saved location');
      return;
    }
    if (refusal.current !== null) dismiss(refusal.current);
    refusal.current = null;
    if (check.status === 'empty') {
      start(partnershipId, { latitude: saved.latitude, longitude: saved.longitude }, { openNow, partnershipIds, deckSize });
      return;
    }
    start(partnershipId, { latitude: check.place.latitude, longitude: check.place.longitude }, { openNow, partnershipIds, deckSize });
  };

  // Starting never resumes: a solo session in progress is offered instead, and with today's free session
  // spent it is the only way on (rather than the limit error a Start would meet).
  const resumable = !partner && !group && onContinue ? soloInProgress : null;
  const continueOnly = resumable !== null && freeSessionsLeft(user) === 0;
  const continueButton = resumable && (
    <Button
      ref={continueOnly ? mainAction : undefined}
      variant={continueOnly ? 'primary' : 'outline'}
      onClick={() => onContinue?.(resumable)}
    >
      Continue
    </Button>
  );

  const savedCity = placeName(savedPlace.data);
  const usingOverride = check.status === 'valid';

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      initialFocus={mainAction}
      title="Start Session"
      description={
        picking && (group || picked.length > 1)
          ? `Swipe together as a group: pick ${GROUP_MIN_PARTNERS} to ${GROUP_MAX_PARTNERS} partners.`
          : partner
            ? `Swipe together with ${partner.name}.`
            : 'Swipe on your own.'
      }
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          {continueOnly ? (
            continueButton
          ) : (
            <Button ref={mainAction} type="submit" form={formId} loading={isStarting}>
              Start
            </Button>
          )}
        </>
      }
    >
      {resumable && (
        <InProgress data-testid="start-solo-in-progress">
          <div>
            <SavedLabel>Solo session in progress</SavedLabel>
            <SavedValue>{soloProgressText(resumable)}</SavedValue>
            {continueOnly && <SavedLabel>You&apos;ve used your free session for today: pick up where you left off.</SavedLabel>}
          </div>
          {!continueOnly && continueButton}
        </InProgress>
      )}
      <Form id={formId} onSubmit={submit} noValidate aria-label="Session location" hidden={continueOnly}>
        {picking && (
          <Members data-testid="members-picker">
            <legend>Members</legend>
            {partnerships.map((partnership) => {
              const name = partnerDisplayName(otherPartner(partnership, user.id));
              const checked = picked.includes(partnership.id);
              return (
                <MemberOption key={partnership.id}>
                  <input
                    type="checkbox"
                    name="members"
                    value={partnership.id}
                    checked={checked}
                    disabled={!checked && picked.length >= GROUP_MAX_PARTNERS}
                    onChange={() => setPicked((ids) => (checked ? ids.filter((id) => id !== partnership.id) : [...ids, partnership.id]))}
                  />
                  <span>{name}</span>
                </MemberOption>
              );
            })}
          </Members>
        )}
        {saved && (
          <SavedLocation>
            <MapPin aria-hidden="true" size={20} />
            <div>
              <SavedLabel>{usingOverride ? 'Saved location (not used)' : 'Saved location'}</SavedLabel>
              <SavedValue>{savedCity ? `${saved.zipCode} · ${savedCity}` : saved.zipCode}</SavedValue>
            </div>
          </SavedLocation>
        )}
        <TextField
          label="Different ZIP code (optional)"
          name="zipCode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={ZIP_LENGTH}
          placeholder="Leave blank to use saved"
          value={zipCode}
          onChange={(e) => setZipCode(e.target.value.trim().slice(0, ZIP_LENGTH))}
          adornment={<ZipCheckAdornment check={check} />}
          error={check.status === 'invalid' ? check.message : undefined}
          hint={check.status === 'valid' ? (placeName(check.place) ?? `ZIP ${check.place.zipCode}`) : undefined}
        />
        {/* Places whose hours aren't listed are left out: "open" is only said when the hours say so. */}
        <Switch label="Open now" description="Only places we know are open now" checked={openNow} onCheckedChange={setOpenNow} />
        {/* One of the two is always chosen: a tap on the chosen one keeps it. */}
        <ChipGroup
          label="Deck"
          options={DECK_SIZES.map(String)}
          selected={[String(deckSize)]}
          onToggle={(option) => setDeckSize(Number(option) as DeckSize)}
          renderOption={(option) => DECK_LABELS[Number(option) as DeckSize]}
        />
      </Form>
    </Dialog>
  );
}

/** Quick for a decision in a minute; Full, the default, for more to choose from. */
const DECK_LABELS: Record<DeckSize, string> = { 10: 'Quick · 10 cards', 20: 'Full · 20 cards' };

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};

  &[hidden] {
    display: none;
  }
`;

const Members = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    padding: 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/* A whole row is the target: 44 px tall for a thumb. */
const MemberOption = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 44px;
  color: ${({ theme }) => theme.colors.text};

  input {
    flex: none;
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }

  /* A long unbroken name wraps inside the row instead of pushing the dialog wider. */
  span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const SavedLocation = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  & > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

const InProgress = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const SavedLabel = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SavedValue = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.text};
`;
