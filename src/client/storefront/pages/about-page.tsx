import { Link } from 'react-router';
import { usePageMeta } from '../../lib/use-page-meta';
import { staticPageMeta } from '../../../shared/site/page-meta';
import { paths } from '../../paths';
import { buttonStyles } from '../../ui/button';
import { ContentPage, ContentSection } from './content-page';

export function AboutPage() {
  usePageMeta(staticPageMeta('/about'));

  return (
    <ContentPage
      title="Our Mission"
      intro="Streetwear that carries the Word from the court to the street, one piece at a time."
    >
      <ContentSection title="Why we started">
        <p>
          CTK began with a simple conviction: what we wear can speak before we do. We grew up in the
          gym and in the pews, and we wanted clothes that felt at home in both, honest about faith
          without shouting, and built for the way people actually live.
        </p>
        <p>
          Every design starts with a verse, a testimony or a moment that moved us. The basketball,
          the pumpkin patch, the star for the legends of the game: each is a way of saying that
          faith shows up in ordinary places.
        </p>
      </ContentSection>
      <ContentSection title="What we believe">
        <p>
          We believe grace is for everyone, that courage starts with trust, and that a good
          conversation can begin with a shirt. Our mission is to make apparel that encourages the
          one wearing it and opens a door for the one reading it.
        </p>
      </ContentSection>
      <ContentSection title="How we make it">
        <p>
          Every piece is made to order and printed and shipped in the U.S. We use heavyweight 6.5 oz
          fabric that is garment dyed and pre-shrunk, so it looks lived-in from day one and keeps
          its fit. Making to order means less waste and no piles of unsold stock.
        </p>
      </ContentSection>
      <Link to={paths.products()} className={buttonStyles()}>
        Shop All
      </Link>
    </ContentPage>
  );
}
