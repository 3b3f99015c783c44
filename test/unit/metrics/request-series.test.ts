import { expect } from 'chai';
import { RequestSeries } from '../../../infrastructure/metrics/request-series.js';

describe('RequestSeries: HTTP requests in the Prometheus text format', () => {
  it('counts by method, route and status, and buckets each duration under the first bound at or above it', () => {
    const series = new RequestSeries();
    series.observe('GET', '/api/projects/:projectId', 200, 0.001);
    series.observe('GET', '/api/projects/:projectId', 200, 0.0011);
    series.observe('GET', '/api/projects/:projectId', 404, 12);
    series.observe('POST', 'unmatched', 404, 0);
    const lines = series.exposition().split('\n');
    expect(lines.filter((line) => line.startsWith('content_service_http_requests_total'))).to.deep.equal([
      'content_service_http_requests_total{method="GET",route="/api/projects/:projectId",status="200"} 2',
      'content_service_http_requests_total{method="GET",route="/api/projects/:projectId",status="404"} 1',
      'content_service_http_requests_total{method="POST",route="unmatched",status="404"} 1',
    ]);
    const bucket = (le: string, method = 'GET', route = '/api/projects/:projectId') =>
      lines.find((line) => line.startsWith(`content_service_http_request_duration_seconds_bucket{le="${le}",method="${method}",route="${route}"}`));
    expect([bucket('0.001'), bucket('0.0025'), bucket('10'), bucket('+Inf')]).to.deep.equal([
      'content_service_http_request_duration_seconds_bucket{le="0.001",method="GET",route="/api/projects/:projectId"} 1',
      'content_service_http_request_duration_seconds_bucket{le="0.0025",method="GET",route="/api/projects/:projectId"} 2',
      'content_service_http_request_duration_seconds_bucket{le="10",method="GET",route="/api/projects/:projectId"} 2',
      'content_service_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/projects/:projectId"} 3',
    ]);
    expect(bucket('0.001', 'POST', 'unmatched')).to.match(/ 1$/);
    expect(lines).to.include('content_service_http_request_duration_seconds_count{method="GET",route="/api/projects/:projectId"} 3');
    expect(lines).to.include('content_service_http_request_duration_seconds_sum{method="GET",route="/api/projects/:projectId"} 12.0021');
    expect(lines.filter((line) => line.startsWith('# TYPE'))).to.deep.equal([
      '# TYPE content_service_http_requests_total counter',
      '# TYPE content_service_http_request_duration_seconds histogram',
    ]);
  });

  it('escapes label values as the text format requires', () => {
    const series = new RequestSeries();
    series.observe('GET', 'a "quoted" \\ route\nwith a line feed', 200, 0.5);
    expect(series.exposition()).to.include('route="a \\"quoted\\" \\\\ route\\nwith a line feed",status="200"} 1');
  });
});
