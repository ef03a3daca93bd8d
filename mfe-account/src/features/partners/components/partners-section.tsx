import { useState, type ReactNode } from 'react';
import { UserPlus } from 'lucide-react';
import { Button, ConfirmDialog, Spinner, useToast } from '@forkcast/design-system';
import { usePartnerships } from '@forkcast/api-client';
import { otherPartner, partnerDisplayName } from '@forkcast/contracts';
import { SettingsSection } from '../../../components/settings-section';
import { useRemovePartnership } from '../api/remove-partnership';
import { AddPartnerDialog } from './add-partner-dialog';
import { PartnerCard, PartnerList, EmptyText } from './partner-card';

interface PartnerToRemove {
  partnershipId: string;
  name: string;
}

interface Props {
  userId: string;
  /** The notifications opt-in (features/notifications), composed in by the route: shown once there are partners. */
  pushOptIn: ReactNode;
}

/** docs/product.md › Screens › Settings (Partners): the partner cards with remove (after a confirmation) and the Add Partner dialog. */
export function PartnersSection({ userId, pushOptIn }: Props) {
  const { partnerships, isLoading } = usePartnerships(userId);
  const removePartnership = useRemovePartnership();
  const { toast } = useToast();
  const [addOpen, setAddOpen] = useState(false);
  const [toRemove, setToRemove] = useState<PartnerToRemove | null>(null);

  const remove = async (partner: PartnerToRemove) => {
    try {
      await removePartnership.mutateAsync({ partnershipId: partner.partnershipId, userId });
    } catch (error) {
      toast({ title: 'Error', description: 'Failed to remove partner', variant: 'destructive' });
      // Rejecting keeps the confirmation open, so the user can retry or cancel.
      throw error;
    }
    toast({ title: 'Partner removed', variant: 'success' });
  };

  return (
    <SettingsSection
      title="Partners"
      action={
        <Button size="sm" variant="outline" onClick={() => setAddOpen(true)} aria-label="Add partner">
          <UserPlus aria-hidden="true" size={16} />
          Add
        </Button>
      }
    >
      {isLoading ? (
        <Spinner size={20} label="Loading partners..." />
      ) : partnerships.length === 0 ? (
        <EmptyText>No partners yet. Add one to swipe together.</EmptyText>
      ) : (
        <PartnerList>
          {partnerships.map((partnership) => {
            const partner = otherPartner(partnership, userId);
            const name = partnerDisplayName(partner);
            return (
              <PartnerCard
                key={partnership.id}
                name={name}
                email={partner.email}
                onRemove={() => setToRemove({ partnershipId: partnership.id, name })}
              />
            );
          })}
        </PartnerList>
      )}
      {/* Partner mode depends on the partner's attention: offered where the partners are listed. */}
      {partnerships.length > 0 && pushOptIn}
      <AddPartnerDialog open={addOpen} onOpenChange={setAddOpen} userId={userId} />
      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => !open && setToRemove(null)}
        title="Remove Partner?"
        description={`Are you sure you want to remove ${toRemove?.name ?? 'this partner'}? This will end your partnership.`}
        confirmLabel="Remove"
        destructive
        onConfirm={() => (toRemove ? remove(toRemove) : undefined)}
      />
    </SettingsSection>
  );
}
