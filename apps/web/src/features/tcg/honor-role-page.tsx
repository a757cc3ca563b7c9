import { CardCollection } from './components/card-collection.js';
import { TcgNav } from './components/tcg-nav.js';
import './tcg.css';
import './tcg-cards.css';

/** `/ys/tcg/honorRole`: the character cards of the collection. */
export function HonorRolePage() {
  return (
    <div className="tcg">
      <TcgNav />
      <CardCollection side="character" />
    </div>
  );
}
