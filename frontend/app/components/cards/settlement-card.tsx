import type { SettlementCard as SettlementCardData } from '../../content/types';

export function SettlementCard({ card }: { card: SettlementCardData }) {
  return (
    <article className="result-card">
      <h3 className="result-card__amount">{card.amount}</h3>
      <p className="result-card__case-type">{card.label}</p>
      <p className="result-card__description">{card.description}</p>
    </article>
  );
}
