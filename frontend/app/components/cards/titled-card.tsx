import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

/** A card under its own h2 (set small): the panels of the staff screens. */
export function TitledCard({
  title,
  className,
  children,
}: {
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {title}
        </Card.Title>
        {children}
      </Card.Body>
    </Card>
  );
}
