// InkMetrics: placeholder until its first file lands.
