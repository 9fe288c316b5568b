import { Link } from 'react-router';
import Card from 'react-bootstrap/Card';
import { staffMeta } from '../../features/auth/staff-meta';

export const meta = () => staffMeta('Dashboard');

export default function Dashboard() {
  return (
    <>
      <h1 className="h2 mb-4">Dashboard</h1>
      <Card className="staff-card">
        <Card.Body>
          <Card.Title as="h2" className="h5">
            <Link to="/file-manager" className="stretched-link">
              File Manager
            </Link>
          </Card.Title>
          <Card.Text>Upload, download, and preview documents</Card.Text>
        </Card.Body>
      </Card>
    </>
  );
}
