import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { AlertTriangle, Sparkles } from 'lucide-react';
import { StackList } from '@forkcast/design-system';
import type { RestaurantInsights } from '@forkcast/contracts';

const Region = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const RegionHeading = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};

  svg {
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

const Part = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const PartHeading = styled.h4`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Bullets = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Warning = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};

  svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.warning};
  }
`;

function InsightPart({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Part role="group" aria-labelledby={headingId}>
      <PartHeading id={headingId}>{title}</PartHeading>
      {children}
    </Part>
  );
}

/** The AI's reading of one place (docs/product.md › Entities (Restaurant insights)). Empty parts are left out, not filled. */
export function AiInsights({ insights }: { insights: RestaurantInsights['insights'] }) {
  const headingId = useId();
  const { summary, reviewsAnalysis, menuRecommendations, bestFor, warnings } = insights;
  return (
    <Region aria-labelledby={headingId}>
      <RegionHeading id={headingId}>
        <Sparkles size={16} aria-hidden="true" />
        AI insights
      </RegionHeading>
      {summary && (
        <InsightPart title="Summary">
          <p>{summary}</p>
        </InsightPart>
      )}
      {reviewsAnalysis && (
        <InsightPart title="Reviews analysis">
          <p>{reviewsAnalysis}</p>
        </InsightPart>
      )}
      {menuRecommendations.length > 0 && (
        <InsightPart title="Menu recommendations">
          <Bullets>
            {menuRecommendations.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </Bullets>
        </InsightPart>
      )}
      {bestFor.length > 0 && (
        <InsightPart title="Best for">
          <Bullets>
            {bestFor.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </Bullets>
        </InsightPart>
      )}
      {warnings.length > 0 && (
        <InsightPart title="Warnings">
          <StackList $gap={1}>
            {warnings.map((item) => (
              <Warning key={item}>
                <AlertTriangle size={16} aria-hidden="true" />
                <span>{item}</span>
              </Warning>
            ))}
          </StackList>
        </InsightPart>
      )}
    </Region>
  );
}
