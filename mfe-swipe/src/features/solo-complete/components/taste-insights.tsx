import { useId } from 'react';
import styled from 'styled-components';
import { CloudOff, Sparkles } from 'lucide-react';
import { Card, Spinner } from '@forkcast/design-system';
import { SOLO_INSIGHTS_ERROR } from '@forkcast/contracts/domain';
import { AiSectionHeading } from '../../../components/ai-section-heading';
import { useSoloInsights } from '../api/get-solo-insights';

const SubHeading = styled.h3`
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Profile = styled.p`
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

const Bullets = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function InsightList({ title, items }: { title: string; items: readonly string[] }) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <div role="group" aria-labelledby={headingId}>
      <SubHeading id={headingId}>{title}</SubHeading>
      <Bullets>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Bullets>
    </div>
  );
}

/**
 * /solo-complete's AI taste insights (docs/product.md › Entities (Solo insights)). A failure is shown in place as
 * 'Insights Unavailable' and leaves the rest of the screen (the liked places) as it is.
 */
export function TasteInsights({ sessionId }: { sessionId: string }) {
  const headingId = useId();
  const insights = useSoloInsights(sessionId);

  if (insights.isError) {
    return (
      <Card as="section" aria-labelledby={headingId} data-testid="taste-insights">
        <AiSectionHeading id={headingId}>
          <CloudOff size={20} aria-hidden="true" />
          {SOLO_INSIGHTS_ERROR}
        </AiSectionHeading>
        <Muted>We couldn&apos;t read your taste this time. Your liked places are below.</Muted>
      </Card>
    );
  }

  return (
    <Card as="section" aria-labelledby={headingId} data-testid="taste-insights">
      <AiSectionHeading id={headingId}>
        <Sparkles size={20} aria-hidden="true" />
        Your taste insights
      </AiSectionHeading>
      {insights.data ? (
        <>
          <Profile>{insights.data.tasteProfile}</Profile>
          <InsightList title="Recommendations" items={insights.data.recommendations} />
          <InsightList title="Patterns" items={insights.data.patterns} />
        </>
      ) : (
        <Spinner size={28} label="Reading your taste..." />
      )}
    </Card>
  );
}
