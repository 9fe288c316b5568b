import Alert from 'react-bootstrap/Alert';

/** The red box for the server's message (spec section 8). Renders nothing when there is no message. */
export function ErrorBox({ message, children }: { message: string; children?: React.ReactNode }) {
  if (!message) return null;
  return (
    <Alert variant="danger" role="alert" className="mt-3 mb-0">
      {message}
      {children}
    </Alert>
  );
}
