print("benchmarks")
