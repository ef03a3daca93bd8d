import { useId } from 'react';
import styled, { css } from 'styled-components';
import { Check } from 'lucide-react';
import { Badge, Button, Card, CardContent, CardTitle } from '@forkcast/design-system';
import type { PlanOffer } from '../plans';

interface Props {
  offer: PlanOffer;
  onSubscribe: () => void;
  loading: boolean;
  disabled: boolean;
}

export function PlanCard({ offer, onSubscribe, loading, disabled }: Props) {
  const titleId = useId();
  const featured = Boolean(offer.highlight);
  return (
    <article aria-labelledby={titleId}>
      <PlanSurface $featured={featured}>
        <PlanHeader>
          <Badges>
            {offer.highlight && <Badge tone="primary">{offer.highlight}</Badge>}
            <Badge tone="neutral">Web Only</Badge>
          </Badges>
          <CardTitle id={titleId}>{offer.name}</CardTitle>
          <Price>
            <Amount>{offer.price}</Amount>
            <Period>{offer.period}</Period>
          </Price>
          {offer.savings?.map((line) => (
            <Savings key={line}>{line}</Savings>
          ))}
        </PlanHeader>
        <CardContent>
          <Features aria-label={`${offer.name} plan features`}>
            {offer.features.map((feature) => (
              <li key={feature}>
                <Check size={18} aria-hidden="true" />
                <span>{feature}</span>
              </li>
            ))}
          </Features>
          <Button fullWidth variant={featured ? 'primary' : 'outline'} loading={loading} disabled={disabled} onClick={onSubscribe}>
            {offer.cta}
          </Button>
        </CardContent>
      </PlanSurface>
    </article>
  );
}

// The best-value plan stands out by a stronger border, not by colour alone (it also has its badge).
const PlanSurface = styled(Card)<{ $featured: boolean }>`
  ${({ $featured, theme }) =>
    $featured &&
    css`
      border: 2px solid ${theme.colors.primary};
    `}
`;

// A column, unlike CardHeader's title-and-action row: badges, name, price and savings stack.
const PlanHeader = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const Price = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.text};
`;

const Amount = styled.span`
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: 800;
`;

const Period = styled.span`
  margin-left: 2px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Savings = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.success};
`;

const Features = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};

  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.text};
  }

  svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.success};
  }
`;
