import { CardCollection } from './components/card-collection.js';
import { TcgNav } from './components/tcg-nav.js';
import './tcg.css';
import './tcg-cards.css';

/** `/ys/tcg/honorCard`: the action cards (equipment, support, event) of the collection. */
export function HonorCardPage() {
  return (
    <div className="tcg">
      <TcgNav />
      <CardCollection side="action" />
    </div>
  );
}
