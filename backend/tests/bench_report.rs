//! The benchmark's report functions (geomeans, targets, occupancy, the SVG chart), tested
//! without running the benchmark (`cargo bench -p backend --bench compare`, `scripts/bench`).

#[path = "../benches/compare/report.rs"]
mod report;
